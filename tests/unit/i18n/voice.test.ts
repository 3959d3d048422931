import { describe, expect, it } from 'vitest'
import { loadMessages } from '../../support/localeFiles'
import { violations, voices, wrongWords } from '../../support/voice'

/** Every message file of each language (qa.json and qaLabels.json included) in one voice. */

const load = loadMessages

describe('one form of address per language', () => {
  describe.each(Object.entries(voices))('%s', (lng, voice) => {
    it(`uses ${voice.uses} in every message file`, () => {
      const messages = load(lng)
      expect(Object.keys(messages).length).toBeGreaterThan(0)
      expect(violations(voice, messages), `${lng} must use ${voice.uses} only`).toEqual([])
    })

    it('flags the wrong form and only the wrong form', () => {
      for (const sample of voice.flags) {
        expect(wrongWords(voice, sample), sample).not.toEqual([])
      }
      for (const sample of voice.accepts) {
        expect(wrongWords(voice, sample), sample).toEqual([])
      }
    })

    it('would fail on a message file with a slip in it, naming file, key and word', () => {
      const messages = load(lng)
      const key = Object.keys(messages)[0]!
      const slipped = { ...messages, [key]: `${messages[key]} ${voice.flags[0]}` }
      const found = violations(voice, slipped)
      expect(found.length).toBeGreaterThan(0)
      expect(found[0]).toMatch(new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: “`))
    })
  })
})

import { describe, expect, it } from 'vitest'
import { loadMessages } from '../../support/localeFiles'
import { LOCALE_CODES } from '../../../src/i18n/locales'

const load = loadMessages

/** A key without its plural suffix, to compare a form's text with English's same form. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '')
const variables = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)/g)].map((match) => match[1]).sort()

describe('locale files', () => {
  const english = load('en')
  const englishKeys = Object.keys(english)

  // Plural forms included: a language with one plural form (ja, zh) still carries `_one` with
  // its `_other` text, so a missing singular in a language that needs it (tr, de, es) shows here.
  it.each(LOCALE_CODES.filter((code) => code !== 'en'))(
    '%s has exactly the English keys',
    (lng) => {
      const otherKeys = Object.keys(load(lng))
      expect(englishKeys.filter((key) => !otherKeys.includes(key))).toEqual([])
      expect(otherKeys.filter((key) => !englishKeys.includes(key))).toEqual([])
    },
  )

  it.each(LOCALE_CODES.filter((code) => code !== 'en'))(
    '%s keeps every {{variable}} and translates',
    (lng) => {
      const other = load(lng)
      const englishByBase = new Map(
        Object.entries(english).map(([key, value]) => [base(key), value]),
      )
      let identical = 0
      for (const [key, value] of Object.entries(other)) {
        const source = englishByBase.get(base(key))
        if (source === undefined) continue
        expect(variables(value), `${lng} ${key}`).toEqual(variables(source))
        if (value === source && /[a-z]{4,}/.test(value)) identical += 1
      }
      // Brand names and a few loanwords may match English; whole files copied would not.
      expect(identical / Object.keys(other).length).toBeLessThan(0.1)
    },
  )
})

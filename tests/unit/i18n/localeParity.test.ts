import { describe, expect, it } from 'vitest'
import { loadMessages } from '../../support/localeFiles'
import { LOCALE_CODES } from '../../../src/i18n/locales'
import { PLACE_FORMS } from '../../../src/i18n/areaName'

/**
 * The messages, without the destinations' table (`areas.json`): it holds each language's own
 * grammatical forms, so its keys differ by design (decision 038; areaNames.test.ts checks it).
 */
const load = (lng: string) =>
  Object.fromEntries(
    Object.entries(loadMessages(lng)).filter(([key]) => !key.startsWith('areas.json:')),
  )

/** A key without its plural suffix, to compare a form's text with English's same form. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '')
/**
 * A message's variables; a destination written through one of its language's forms
 * (`{{place.el}}`) counts as the name English writes (`{{area}}`).
 */
const variables = (text: string) =>
  [
    ...new Set(
      [...text.matchAll(/{{\s*(\w+)/g)].map((match) => (match[1] === 'place' ? 'area' : match[1])),
    ),
  ].sort()
/**
 * `_bare` is the sentence for a destination the table does not know (decision 038): a language
 * has one where its message takes a form, whatever English does.
 */
const BARE = /_bare$/
const withoutBare = (keys: string[]) => keys.filter((key) => !BARE.test(key))

describe('locale files', () => {
  const english = load('en')
  const englishKeys = Object.keys(english)

  // Plural forms included: a language with one plural form (ja, zh) still carries `_one` with
  // its `_other` text, so a missing singular in a language that needs it (tr, de, es) shows here.
  it.each(LOCALE_CODES.filter((code) => code !== 'en'))(
    '%s has exactly the English keys',
    (lng) => {
      const otherKeys = withoutBare(Object.keys(load(lng)))
      const sourceKeys = withoutBare(englishKeys)
      expect(sourceKeys.filter((key) => !otherKeys.includes(key))).toEqual([])
      expect(otherKeys.filter((key) => !sourceKeys.includes(key))).toEqual([])
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
        const source = englishByBase.get(base(key)) ?? englishByBase.get(key.replace(BARE, ''))
        if (source === undefined) continue
        expect(variables(value), `${lng} ${key}`).toEqual(variables(source))
        if (value === source && /[a-z]{4,}/.test(value)) identical += 1
      }
      // Brand names and a few loanwords may match English; whole files copied would not.
      expect(identical / Object.keys(other).length).toBeLessThan(0.1)
    },
  )

  it.each(LOCALE_CODES)(
    '%s writes a destination only in its own forms, with a _bare sentence beside',
    (lng) => {
      const messages = load(lng)
      const problems: string[] = []
      for (const [key, text] of Object.entries(messages)) {
        const forms = [...text.matchAll(/{{\s*place\.(\w+)/g)].map((match) => match[1]!)
        for (const form of forms)
          if (!PLACE_FORMS[lng].includes(form)) problems.push(`${key}: no form “${form}”`)
        if (forms.length > 0 && messages[`${key}_bare`] === undefined)
          problems.push(`${key} has no _bare sentence`)
        if (BARE.test(key)) {
          if (messages[key.replace(BARE, '')] === undefined) problems.push(`${key} has no base`)
          if (/{{\s*place\./.test(text)) problems.push(`${key} takes a form`)
        }
      }
      expect(problems).toEqual([])
    },
  )
})

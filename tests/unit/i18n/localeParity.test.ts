import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../../../src/i18n/locales'

const dir = path.join(import.meta.dirname, '../../../locales')
type Messages = { [key: string]: string | Messages }

function flatten(messages: Messages, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
}

function load(lng: string): Record<string, string> {
  const files = fs.readdirSync(path.join(dir, lng)).filter((file) => file.endsWith('.json'))
  return Object.fromEntries(
    files.flatMap((file) =>
      Object.entries(flatten(JSON.parse(fs.readFileSync(path.join(dir, lng, file), 'utf8')))).map(
        ([key, value]) => [`${file}:${key}`, value],
      ),
    ),
  )
}

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

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

/** Plural suffixes differ by language (ja has only _other); compare keys without them. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '')
const variables = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)/g)].map((match) => match[1]).sort()

describe('locale files', () => {
  const english = load('en')
  const englishBases = new Set(Object.keys(english).map(base))

  it.each(LOCALE_CODES.filter((code) => code !== 'en'))(
    '%s has exactly the English keys',
    (lng) => {
      const other = load(lng)
      const otherBases = new Set(Object.keys(other).map(base))
      expect([...englishBases].filter((key) => !otherBases.has(key))).toEqual([])
      expect([...otherBases].filter((key) => !englishBases.has(key))).toEqual([])
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

import fs from 'node:fs'
import path from 'node:path'
import i18next, { type i18n } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../../../src/i18n/locales'
import { PLACE_FORMS } from '../../../src/i18n/areaName'

/**
 * Every message of every language, rendered through i18next with sample values as the app
 * renders it, and read for the slips a native speaker would see first: English left in, a word
 * doubled where two strings were joined, a space between CJK text and a link or after a
 * full-width stop, and a unit set against a number the wrong way (issue 36).
 */

const dir = path.join(import.meta.dirname, '../../../locales')
type Tree = { [key: string]: string | Tree }

/** The messages; the destinations' table (`areas`) is names, read by areaNames.test.ts. */
const namespaces = fs
  .readdirSync(path.join(dir, 'en'))
  .filter((file) => file.endsWith('.json') && file !== 'areas.json')
  .map((file) => file.slice(0, -'.json'.length))

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  )
}

function valueAt(tree: Tree, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<Tree | string | undefined>((node, part) => (node as Tree | undefined)?.[part], tree)
  return typeof value === 'string' ? value : undefined
}

const PLURAL = /_(zero|one|two|few|many|other)$/

/** A destination's forms (`{{place.el}}`), each a neutral mark like any other value. */
const PLACE_SAMPLE_FORMS = [...new Set(Object.values(PLACE_FORMS).flat())]

/** A sample for each variable: numbers for counts and waits, a neutral mark for the rest. */
function samples(text: string): Record<string, unknown> {
  const names = [...text.matchAll(/{{\s*(\w+)/g)].map((match) => match[1]!)
  return Object.fromEntries(
    names.map((name) => [
      name,
      name === 'count' || name === 'wait'
        ? 3
        : name === 'place'
          ? Object.fromEntries(PLACE_SAMPLE_FORMS.map((form) => [form, `‹place.${form}›`]))
          : `‹${name}›`,
    ]),
  )
}

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}'
const FULL_WIDTH_STOPS = '。、，！？：；'
const isCjk = (lng: string) => lng === 'ja' || lng.startsWith('zh')

/**
 * English on a CJK page: a word of the English message files. Acronyms (SMS, CVC), names with
 * inner capitals (WhatsApp, iPhone) and the words below are names, units and keys, kept as they are.
 */
const LATIN_NAMES = new Set(
  [
    ...['Apple', 'App', 'Store', 'Google', 'Play', 'Pay', 'Alipay', 'Android', 'Pixel', 'Samsung'],
    ...['Galaxy', 'Verizon', 'Telegram', 'Cellular', 'Cookie', 'Deutsch', 'Secure', 'box', 'kbps'],
    ...['Ctrl', 'shortcode', 'subid', 'yourblog'],
    // The Turkish name of the right of withdrawal, quoted by the withdrawal page.
    ...['cayma', 'hakk'],
  ].map((word) => word.toLowerCase()),
)
/** Doubling that is the language's own: Turkish reduplication. */
const REDUPLICATIONS = new Set(['adım adım'])
let englishWords = new Set<string>()
const isName = (word: string) =>
  word === word.toUpperCase() || /\p{Ll}\p{Lu}/u.test(word) || LATIN_NAMES.has(word.toLowerCase())

/** English words that are no word of German, Spanish or Turkish. */
const ENGLISH_ONLY =
  /(?<!\p{L})(the|your|you|and|with|please|this|that|from|have|been|here|again|plan chosen)(?!\p{L})/iu

/** `<Trans>` parses a void element's name as self-closing: its link would render empty. */
const VOID_TAG = /<(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)>/

export function slips(lng: string, text: string): string[] {
  const found: string[] = []
  const voidTag = VOID_TAG.exec(text)
  if (voidTag) found.push(`void element ${voidTag[0]} as a component`)
  // Case-sensitive: German's „Sie sie“ is a pronoun after the polite Sie, not a slip.
  const doubled = /(?<!\p{L})(\p{L}{2,})\s+\1(?!\p{L})/u.exec(text)
  if (doubled && !REDUPLICATIONS.has(doubled[0])) found.push(`doubled word “${doubled[0]}”`)
  if (isCjk(lng)) {
    const spaced = new RegExp(
      `[${CJK}${FULL_WIDTH_STOPS}]\\s+<\\w+>|</\\w+>\\s+[${CJK}]|[${FULL_WIDTH_STOPS}] `,
      'u',
    ).exec(text)
    if (spaced) found.push(`stray space “${spaced[0]}”`)
    const latin = text
      .replace(/<\/?\w+>|‹[\w.]+›|https?:\/\/\S+|\S+@\S+/g, ' ')
      .match(/[A-Za-z][A-Za-z-]{2,}/g)
    for (const word of latin ?? [])
      if (!isName(word) && englishWords.has(word.toLowerCase())) found.push(`English “${word}”`)
    const englishUnit = /\d\s?s(?![A-Za-z])/u.exec(text)
    if (englishUnit) found.push(`English unit “${englishUnit[0]}”`)
  } else if (lng !== 'en') {
    const english = ENGLISH_ONLY.exec(text.replace(/<\/?\w+>|‹[\w.]+›/g, ' '))
    if (english) found.push(`English “${english[0]}”`)
    const glued = /\d(s|sn|GB|MB|KB)(?!\p{L})/u.exec(text)
    if (glued) found.push(`unit glued to its number “${glued[0]}”`)
  }
  return found
}

let instance: i18n

beforeAll(async () => {
  instance = i18next.createInstance()
  const resources = Object.fromEntries(
    LOCALE_CODES.map((lng) => [
      lng,
      Object.fromEntries(
        namespaces.map((ns) => [
          ns,
          JSON.parse(fs.readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8')) as Tree,
        ]),
      ),
    ]),
  )
  englishWords = new Set(
    namespaces.flatMap((ns) =>
      keysOf(resources.en![ns]!).flatMap(
        (key) =>
          valueAt(resources.en![ns]!, key)!
            .toLowerCase()
            .match(/[a-z]{3,}/g) ?? [],
      ),
    ),
  )
  await instance.init({ resources, ns: namespaces, interpolation: { escapeValue: false } })
})

describe('the slip finder', () => {
  it.each([
    ['ja', '180s後にコードを再送信できます', 'English unit'],
    ['zh-CN', '创建账户即表示您同意我们的 <terms>用户协议</terms>', 'stray space'],
    ['ja', 'みなされます： 利用規約', 'stray space'],
    ['de', 'Alle 3 Tarife Tarife', 'doubled word'],
    ['es', 'Continuar con el the proveedor', 'English'],
    ['zh-HK', '選擇 plan', 'English'],
    ['tr', '180sn sonra', 'unit glued'],
    ['en', 'You agree to our <link>User terms</link>.', 'void element'],
  ])('finds the slip in %s “%s”', (lng, text, kind) => {
    expect(slips(lng, text).join(' ')).toContain(kind)
  })

  it.each([
    ['ja', '180秒後にコードを再送信できます'],
    ['zh-CN', '创建账户即表示您同意我们的<terms>用户协议</terms>。'],
    ['de', 'Code erneut senden in 180 s'],
    ['tr', '180 sn sonra'],
    ['en', 'Resend the code in 180s'],
  ])('passes the clean %s “%s”', (lng, text) => {
    expect(slips(lng, text)).toEqual([])
  })
})

describe.each(LOCALE_CODES)('every %s message rendered with sample values', (lng) => {
  it('is whole, translated and set well', () => {
    const problems: string[] = []
    let rendered = 0
    for (const ns of namespaces) {
      const tree = JSON.parse(fs.readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8')) as Tree
      const bases = new Set(keysOf(tree).map((key) => key.replace(PLURAL, '')))
      for (const key of bases) {
        const values = samples(valueAt(tree, key) ?? valueAt(tree, `${key}_other`) ?? '')
        const plural = valueAt(tree, `${key}_other`) !== undefined
        const counts = 'count' in values || plural ? [1, 3] : [undefined]
        for (const count of counts) {
          const text = instance.t(`${ns}:${key}`, {
            lng,
            ...values,
            ...(count === undefined ? {} : { count }),
          })
          rendered += 1
          if (text === `${ns}:${key}` || text === key) problems.push(`${ns}:${key} is missing`)
          if (/{{|}}/.test(text)) problems.push(`${ns}:${key} leaves “${text}”`)
          for (const slip of slips(lng, text)) problems.push(`${ns}:${key}: ${slip} in “${text}”`)
        }
      }
    }
    expect(rendered).toBeGreaterThan(500)
    expect(problems).toEqual([])
  })
})

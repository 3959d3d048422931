import { describe, expect, it } from 'vitest'
import { RULE_VALUES, STORE_RULES } from '../../../src/api/contract/storeRules'
import { LOCALE_CODES, type LocaleCode } from '../../../src/i18n/locales'
import { createTestI18n, loadAllResources } from '../../support/i18n'

/**
 * The store's promises are stated once (STORE_RULES) and every message quotes them by
 * placeholder (docs/product.md, "The store's rules"). A figure typed into a text drifts the day
 * the rule changes: these tests fail on such a figure, and on a message that stops quoting the
 * rule it describes.
 */
const resources = loadAllResources()

function messagesOf(locale: LocaleCode): [string, string][] {
  const found: [string, string][] = []
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.push([path, value])
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key)
  }
  for (const [ns, messages] of Object.entries(resources[locale] ?? {})) walk(messages, `${ns}:`)
  return found.map(([path, text]) => [path.replace(':.', ':'), text])
}

/** A number followed by a day or hour word, as each language writes it. */
const DURATION: Record<LocaleCode, RegExp> = {
  en: /(\d+)[\s-]*(?:days?|hours?)\b/gi,
  de: /(\d+)[\s-]*(?:Tag|Stunde|tägig|stündig)/g,
  es: /(\d+)\s*(?:días?|horas?)/g,
  tr: /(\d+)\s*(?:gün|saat)/g,
  ja: /(\d+)\s*(?:日|時間)/g,
  'zh-CN': /(\d+)\s*(?:天|日|小时)/g,
  'zh-HK': /(\d+)\s*(?:天|日|小時)/g,
}

/** The durations that are store rules: typed in, they would not follow STORE_RULES. */
const RULE_DURATIONS = new Set([
  STORE_RULES.refundDays,
  STORE_RULES.withdrawalDays,
  STORE_RULES.withdrawalRefundDays,
  STORE_RULES.priceReferenceDays,
  STORE_RULES.fairUseHours,
  STORE_RULES.supportReplyHours,
])

/** Each rule and messages that must quote it, in every language. */
const QUOTES: [keyof typeof RULE_VALUES, string[]][] = [
  [
    'refundDays',
    [
      'orders:refund.windowOver',
      'checkout:trust.refund',
      'home:hero.points.refund',
      'faq:topics.refunds.items.policy.a',
      'legal:agreement.sections.refunds.body',
      'common:errors.codes.RT_NOBEL_ERROR_44103',
    ],
  ],
  ['withdrawalDays', ['legal:agreement.sections.refunds.body']],
  ['fairUseHours', ['plan:fairUse.terms', 'plan:fairUse.reduced']],
  ['iccidMin', ['common:errors.codes.RT_NOBEL_ERROR_45003', 'faq:topics.topUp.items.iccid.a']],
  ['iccidMax', ['common:errors.codes.RT_NOBEL_ERROR_45003', 'faq:topics.topUp.items.iccid.a']],
  ['replyHours', ['faq:contact.text', 'content:about.contact.text']],
  ['priceReferenceDays', ['plan:price.was', 'home:plan.originalPrice']],
]

describe.each(LOCALE_CODES)('store rules in %s', (locale) => {
  const messages = messagesOf(locale)

  it('types no rule duration into a text', () => {
    const typed = messages.flatMap(([key, text]) =>
      [...text.matchAll(DURATION[locale])]
        .filter((match) => RULE_DURATIONS.has(Number(match[1]) as never))
        .map((match) => `${key}: “${match[0]}”`),
    )
    expect(typed).toEqual([])
  })

  it('never writes an ICCID length other than the rule’s', () => {
    const lengths = messages.flatMap(([key, text]) =>
      /ICCID/.test(text)
        ? [...text.matchAll(/(?<![\d{])(1[89]|2[0-2])(?![\d}])/g)].map((m) => `${key}: ${m[0]}`)
        : [],
    )
    expect(lengths).toEqual([])
  })

  it.each(QUOTES)('quotes %s where the rule is stated', async (rule, keys) => {
    const t = (await createTestI18n(locale)).t
    for (const key of keys) {
      const raw = messages.find(([path]) => path === key)?.[1] ?? ''
      expect(raw, key).toContain(`{{${rule}}}`)
      expect(t(key, { date: '', size: '', speed: '' }), key).toContain(String(RULE_VALUES[rule]))
    }
  })
})

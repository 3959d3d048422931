import { afterEach, describe, expect, it } from 'vitest'
import {
  convertFromUsd,
  formatMoney,
  formatPriceFromUsd,
  formatSignedUsd,
  formatUsd,
} from '../../../src/shared/lib/money'
import { recordIntlText, seedIntlText } from '../../../src/shared/lib/intlText'
import {
  formatDate,
  formatLongDate,
  formatNumber,
  formatPercent,
} from '../../../src/shared/lib/localeFormat'
import { currencies } from '../../../src/api/contract/currencies'

describe('money', () => {
  it('converts with the SPEC 9 rates and rounds to cents', () => {
    expect(convertFromUsd(10, { code: 'XYZ', rate: 147.8 })).toBe(1478)
    expect(convertFromUsd(4.99, { code: 'EUR', rate: 0.88 })).toBe(4.39)
    expect(convertFromUsd(3.33, { code: 'CHF', rate: 1.02 })).toBe(3.4)
  })

  it('rounds yen and won to the whole unit that is charged, still shown with two decimals', () => {
    const jpy = currencies.find((currency) => currency.code === 'JPY')!
    const krw = currencies.find((currency) => currency.code === 'KRW')!
    // $4.50 at 147.8 is ¥665.10 exactly: the card is charged ¥665, so ¥665 is what shows.
    expect(convertFromUsd(4.5, { code: 'JPY', rate: 147.8 })).toBe(665)
    expect(formatPriceFromUsd(4.5, { ...jpy, rate: 147.8 }, 'en')).toBe('¥665.00')
    expect(Number.isInteger(convertFromUsd(13.89, krw))).toBe(true)
    expect(formatPriceFromUsd(13.89, krw, 'en')).toMatch(/^₩[\d,]+\.00$/)
  })

  it('always shows two decimals, even for yen and won', () => {
    expect(formatMoney(1478, 'JPY', 'en')).toBe('¥1,478.00')
    expect(formatMoney(5, 'USD', 'en')).toBe('$5.00')
    expect(formatMoney(1234.5, 'EUR', 'de')).toMatch(/^1\.234,50\s€$/)
  })

  it('formats a USD price in the chosen currency and locale', () => {
    const gbp = currencies.find((currency) => currency.code === 'GBP')!
    expect(formatPriceFromUsd(10, gbp, 'en')).toBe('£8.80')
  })

  it('writes credit in USD the locale’s way, signed where a movement needs it', () => {
    const cases: [string, string, string][] = [
      ['en', '$25.00', '+$25.00'],
      ['de', '25,00\u00a0$', '+25,00\u00a0$'],
      ['ja', '$25.00', '+$25.00'],
      ['es', '25,00\u00a0US$', '+25,00\u00a0US$'],
      ['tr', '$25,00', '+$25,00'],
      ['zh-CN', 'US$25.00', '+US$25.00'],
      ['zh-HK', 'US$25.00', '+US$25.00'],
    ]
    for (const [locale, plain, signed] of cases) {
      expect(formatUsd(25, locale), locale).toBe(plain)
      expect(formatSignedUsd(25, locale), locale).toBe(signed)
      expect(formatUsd(25, locale)).toBe(formatMoney(25, 'USD', locale))
    }
    expect(formatSignedUsd(-12, 'en')).toBe('-$12.00')
    expect(formatSignedUsd(-0.001, 'en')).toBe('$0.00')
  })

  it('knows the 13 currencies of SPEC 9 with their rates', () => {
    expect(currencies.map((currency) => currency.code)).toEqual([
      'USD',
      'GBP',
      'JPY',
      'THB',
      'TRY',
      'KRW',
      'HKD',
      'SGD',
      'RUB',
      'INR',
      'CAD',
      'CNY',
      'EUR',
    ])
    expect(currencies.find((currency) => currency.code === 'KRW')?.rate).toBe(1424.8)
  })
})

describe('prices, numbers and dates a pre-rendered page hydrates with', () => {
  afterEach(() => recordIntlText(null))

  it('tells the build every price a page shows, and the page shows those texts as they were built', () => {
    const heard: Record<string, string> = {}
    recordIntlText((key, text) => {
      heard[key] = text
    })
    formatPriceFromUsd(10, { code: 'EUR', rate: 0.9 }, 'de')
    formatMoney(-0, 'USD', 'en')
    expect(heard).toEqual({ 'de EUR 9': '9,00\u00a0€', 'en USD 0': '$0.00' })
    recordIntlText(null)

    // A browser whose ICU writes the price otherwise still shows the HTML's text.
    seedIntlText({ 'tr TRY 12.5': '₺12,50 (build)' })
    expect(formatMoney(12.5, 'TRY', 'tr')).toBe('₺12,50 (build)')
    expect(formatMoney(12.6, 'TRY', 'tr')).toBe('₺12,60')
    expect(formatMoney(12.5, 'EUR', 'tr')).not.toContain('build')
  })

  it('tells the build every score, count, share and date a page shows, and takes them back', () => {
    const heard: Record<string, string> = {}
    recordIntlText((key, text) => {
      heard[key] = text
    })
    expect(formatNumber(4.6, 'de', 1)).toBe('4,6')
    expect(formatNumber(1234, 'en')).toBe('1,234')
    expect(formatPercent(0.2, 'tr')).toBe('%20')
    expect(formatDate('2026-11-20T23:30:00Z', 'en', 'UTC')).toBe('20 Nov 2026')
    expect(formatLongDate('2026-12-31T00:00:00Z', 'ja')).toBe('2026年12月31日')
    expect(heard).toEqual({
      'de number1 4.6': '4,6',
      'en number 1234': '1,234',
      'tr percent 0.2': '%20',
      'en date UTC 2026-11-20T23:30:00Z': '20 Nov 2026',
      'ja longdate 2026-12-31T00:00:00Z': '2026年12月31日',
    })
    recordIntlText(null)

    seedIntlText({
      'es number1 4.6': '4,6 (build)',
      'zh-HK date UTC 2026-01-02T00:00:00Z': 'built',
    })
    expect(formatNumber(4.6, 'es', 1)).toBe('4,6 (build)')
    expect(formatNumber(4.6, 'es')).toBe('4,6')
    expect(formatDate('2026-01-02T00:00:00Z', 'zh-HK', 'UTC')).toBe('built')
    expect(formatDate('2026-01-02T00:00:00Z', 'zh-HK')).not.toBe('built')
  })
})

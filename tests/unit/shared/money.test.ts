import { describe, expect, it } from 'vitest'
import { convertFromUsd, formatMoney, formatPriceFromUsd } from '../../../src/shared/lib/money'
import { currencies } from '../../../src/config/currencies'

describe('money', () => {
  it('converts with the SPEC 9 rates and rounds to cents', () => {
    expect(convertFromUsd(10, 147.8)).toBe(1478)
    expect(convertFromUsd(4.99, 0.88)).toBe(4.39)
    expect(convertFromUsd(3.33, 1.02)).toBe(3.4)
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

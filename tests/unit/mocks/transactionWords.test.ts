import { describe, expect, it } from 'vitest'
import { describeTransaction } from '../../../src/mocks/db/transactionWords'
import { CONTENT_LANGS } from '../../../src/mocks/db/seedContent'

const japanPlan = {
  kind: 'plan',
  area: { type: 'COUNTRY', code: 'JP', name: 'Japan' },
  dataMb: 10240,
  days: 30,
  daily: false,
} as const

describe('balance movements in the reader’s language (docs/api.md 4.3)', () => {
  it('words each kind of movement in each store language', () => {
    expect(describeTransaction(japanPlan, 'en')).toBe('Japan eSIM, 10 GB · 30 days')
    expect(describeTransaction(japanPlan, 'de')).toBe('eSIM (Japan), 10 GB · 30 Tage')
    expect(describeTransaction(japanPlan, 'ja')).toBe('日本のeSIM（10 GB・30日間）')
    expect(describeTransaction(japanPlan, 'zh-HK')).toBe('日本 eSIM（10 GB，30 日）')
    expect(
      describeTransaction(
        {
          kind: 'topup',
          area: { type: 'REGION', code: 'EU', name: 'Europe' },
          dataMb: 1536,
          days: 1,
          daily: true,
        },
        'es',
      ),
    ).toBe('eSIM – Europa, 1,5 GB/día · 1 día')
    expect(describeTransaction({ kind: 'credit', priceUsd: 50, creditUsd: 57 }, 'de')).toBe(
      '50,00\u00a0$ bezahlt, 57,00\u00a0$ erhalten',
    )
    // The list shows the type (Refund, Promo code) and the order number beside these.
    expect(describeTransaction({ kind: 'refund', orderNo: 'RW1' }, 'tr')).toBe(
      'Kredinize iade edildi',
    )
    expect(describeTransaction({ kind: 'promo', code: 'WELCOME5' }, 'zh-CN')).toBe('WELCOME5')
  })

  it('leaves no English words in another language, and keeps text recorded as text', () => {
    const english = /\b(eSIM,|days?|Paid|received|credit)\b/
    for (const lang of CONTENT_LANGS.filter((code) => code !== 'en')) {
      for (const about of [
        japanPlan,
        { ...japanPlan, kind: 'topup' as const },
        { kind: 'credit' as const, priceUsd: 20, creditUsd: 22 },
        { kind: 'refund' as const, orderNo: 'RW1' },
        { kind: 'promo' as const, code: 'X' },
      ]) {
        expect(describeTransaction(about, lang), lang).not.toMatch(english)
      }
    }
    expect(describeTransaction('Movement 3', 'ja')).toBe('Movement 3')
  })
})

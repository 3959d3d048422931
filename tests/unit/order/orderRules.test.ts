import { describe, expect, it } from 'vitest'
import type { OrderDto } from '../../../src/api/contract/order'
import {
  canInstall,
  canPay,
  canRefund,
  canReview,
  canTopUp,
  isReviewDue,
  orderWarnings,
  refundStanding,
  dataForecast,
  remainingShare,
} from '../../../src/features/order/orders/orderRules'
import { ordersHref, tabFromQuery, tabToQuery } from '../../../src/features/order/orders/ordersUrl'
import { formatOrderPrice, planSummary } from '../../../src/features/order/orders/format'
import { createTestI18n } from '../../support/i18n'
import { paidOrder } from '../../support/orderRecords'

const NOW = Date.parse('2025-06-10T12:00:00Z')
const DAY = 86_400_000

/** Paid yesterday: the eSIM as checkout leaves it. */
const order = (change: Partial<OrderDto> = {}): OrderDto => paidOrder(NOW - DAY, change)

describe('where an order stands on a refund (issue 37.3)', () => {
  it('names the last day, counted from payment, while the eSIM is not installed', () => {
    const paidAt = new Date(NOW - DAY).toISOString()
    expect(refundStanding(order({ paidAt }), NOW)).toEqual({
      kind: 'until',
      until: new Date(NOW - DAY + 30 * DAY).toISOString(),
    })
  })

  it('says why once it can no longer be refunded, and nothing for an unpaid order', () => {
    expect(refundStanding(order({ installStatus: 'INSTALLED' }), NOW)).toEqual({
      kind: 'installed',
    })
    expect(refundStanding(order({ state: 'EXPIRED' }), NOW)).toEqual({ kind: 'used' })
    expect(refundStanding(order({ paymentStatus: 'REFUNDING' }), NOW)).toEqual({
      kind: 'refunding',
    })
    expect(refundStanding(order({ paymentStatus: 'REFUNDED' }), NOW)).toEqual({
      kind: 'refunded',
    })
    const paidAt = new Date(NOW - 40 * DAY).toISOString()
    expect(refundStanding(order({ paidAt }), NOW)).toEqual({
      kind: 'windowOver',
      endedOn: new Date(NOW - 10 * DAY).toISOString(),
    })
    expect(refundStanding(order({ paymentStatus: 'UNPAID', paidAt: null }), NOW)).toBeNull()
  })
})

describe('will the data last (issue 37.4)', () => {
  // A 10 GB plan of 30 days that started 10 days ago (it expires in 20).
  const inUse = (usedMb: number, change: Partial<OrderDto> = {}) =>
    order({
      state: 'INUSE',
      installStatus: 'ENABLED',
      package: {
        packageId: 'p',
        type: 'DATA',
        dataMb: 10240,
        days: 30,
        activation: 'ON_FIRST_CONNECTION',
      },
      totalMb: 10240,
      usedMb,
      expiresAt: new Date(NOW + 20 * DAY).toISOString(),
      usageUpdatedAt: new Date(NOW).toISOString(),
      ...change,
    })

  it('names the day the data runs out when that comes before the plan ends', () => {
    // 5 GB in 10 days: the other 5 GB last 10 more days, 10 days before the end.
    expect(dataForecast(inUse(5120))).toEqual({
      kind: 'runsOut',
      on: new Date(NOW + 10 * DAY).toISOString(),
      expiresAt: new Date(NOW + 20 * DAY).toISOString(),
    })
  })

  it('says it lasts when the pace carries it past the end', () => {
    expect(dataForecast(inUse(1024))).toEqual({
      kind: 'lasts',
      expiresAt: new Date(NOW + 20 * DAY).toISOString(),
    })
  })

  it('says nothing without a pace, for daily plans, or for an eSIM not in use', () => {
    expect(dataForecast(inUse(0))).toBeNull()
    expect(
      dataForecast(inUse(100, { expiresAt: new Date(NOW + 29.8 * DAY).toISOString() })),
    ).toBeNull()
    expect(
      dataForecast(
        inUse(5120, {
          package: {
            packageId: 'd',
            type: 'DAILY_UNLIMITED',
            dataMb: 1024,
            days: 30,
            activation: 'ON_INSTALL',
          },
        }),
      ),
    ).toBeNull()
    expect(dataForecast(inUse(5120, { state: 'VALID' }))).toBeNull()
    expect(dataForecast(inUse(5120, { usageUpdatedAt: null }))).toBeNull()
  })
})

describe('order actions', () => {
  it('refunds only a paid, valid eSIM that was never installed, within 30 days', () => {
    expect(canRefund(order(), NOW)).toBe(true)
    expect(canRefund(order({ installStatus: 'DOWNLOAD' }), NOW)).toBe(true)
    expect(canRefund(order({ installStatus: 'INSTALLED' }), NOW)).toBe(false)
    expect(canRefund(order({ state: 'INUSE' }), NOW)).toBe(false)
    expect(canRefund(order({ paymentStatus: 'REFUNDING' }), NOW)).toBe(false)
    expect(canRefund(order({ paidAt: new Date(NOW - 31 * DAY).toISOString() }), NOW)).toBe(false)
  })

  it('counts the refund window from payment, not from when the order was opened', () => {
    const openedLongAgo = { createdAt: new Date(NOW - 40 * DAY).toISOString() }
    const paid = (daysAgo: number) => new Date(NOW - daysAgo * DAY).toISOString()
    expect(canRefund(order({ ...openedLongAgo, paidAt: paid(2) }), NOW)).toBe(true)
    expect(canRefund(order({ ...openedLongAgo, paidAt: paid(30) }), NOW)).toBe(true)
    expect(canRefund(order({ ...openedLongAgo, paidAt: paid(30.01) }), NOW)).toBe(false)
    // Opened yesterday but with no payment time: nothing to count from.
    expect(canRefund(order({ paidAt: null }), NOW)).toBe(false)
  })

  it('installs and tops up only an eSIM still in service', () => {
    expect(canInstall(order())).toBe(true)
    expect(canInstall(order({ installStatus: 'DELETED' }))).toBe(false)
    expect(canInstall(order({ state: 'EXPIRED' }))).toBe(false)
    expect(canInstall(order({ paymentStatus: 'UNPAID' }))).toBe(false)
    expect(canTopUp(order({ state: 'USAGE_FINISHED' }))).toBe(true)
    expect(canTopUp(order({ state: 'EXPIRED' }))).toBe(false)
    expect(canTopUp(order({ installStatus: 'DELETED' }))).toBe(false)
    expect(canTopUp(order({ iccid: '' }))).toBe(false)
    expect(canTopUp(order({ paymentStatus: 'REFUNDED' }))).toBe(false)
  })

  it('reviews a paid order once; pays an unpaid one that is still usable', () => {
    expect(canReview(order())).toBe(true)
    expect(canReview(order({ reviewed: true }))).toBe(false)
    expect(canReview(order({ paymentStatus: 'UNPAID' }))).toBe(false)
    expect(canPay(order({ paymentStatus: 'UNPAID', iccid: '' }))).toBe(true)
    expect(canPay(order({ paymentStatus: 'UNPAID', state: 'EXPIRED' }))).toBe(false)
  })

  it('asks for a review three days after purchase', () => {
    expect(isReviewDue(order({ createdAt: new Date(NOW - 3 * DAY).toISOString() }), NOW)).toBe(true)
    expect(isReviewDue(order({ createdAt: new Date(NOW - 2.9 * DAY).toISOString() }), NOW)).toBe(
      false,
    )
    const old = new Date(NOW - 10 * DAY).toISOString()
    expect(isReviewDue(order({ createdAt: old, reviewed: true }), NOW)).toBe(false)
  })
})

describe('order warnings', () => {
  it('warns below 20% of data left', () => {
    expect(orderWarnings(order({ usedMb: 4200, state: 'INUSE' }), NOW).lowData).toBe(true)
    expect(orderWarnings(order({ usedMb: 4096, state: 'INUSE' }), NOW).lowData).toBe(false)
    expect(remainingShare(order({ usedMb: 9999 }))).toBe(0)
    expect(remainingShare(order({ totalMb: 0 }))).toBeNull()
  })

  it('warns when the eSIM expires within a day, not after it expired', () => {
    const at = (ms: number) =>
      order({ state: 'INUSE', expiresAt: new Date(NOW + ms).toISOString() })
    expect(orderWarnings(at(23 * 3_600_000), NOW).expiringSoon).toBe(true)
    expect(orderWarnings(at(25 * 3_600_000), NOW).expiringSoon).toBe(false)
    expect(orderWarnings(at(-1000), NOW).expiringSoon).toBe(false)
  })

  it('does not warn about an eSIM that is out of service', () => {
    const low = { usedMb: 5000, expiresAt: new Date(NOW + 3_600_000).toISOString() }
    expect(orderWarnings(order({ ...low, paymentStatus: 'REFUNDED' }), NOW)).toEqual({
      lowData: false,
      expiringSoon: false,
    })
    expect(orderWarnings(order({ ...low, installStatus: 'DELETED' }), NOW).lowData).toBe(false)
  })
})

describe('orders URL', () => {
  it('keeps the tab in the query, current by default', () => {
    expect(tabFromQuery(null)).toBe('CURRENT')
    expect(tabFromQuery('past')).toBe('PAST')
    expect(tabFromQuery('whatever')).toBe('CURRENT')
    expect(tabToQuery('PAST')).toBe('past')
    expect(ordersHref('en', 'CURRENT')).toBe('/orders?tab=current')
    expect(ordersHref('zh-HK', 'CURRENT', 'ord-9')).toBe('/zh-HK/orders?tab=current&review=ord-9')
  })
})

describe('order text', () => {
  it('prices in the currency the order was paid in, with two decimals', () => {
    expect(formatOrderPrice({ priceUsd: 10, currency: 'EUR' }, 'de')).toBe('10,20\u00a0€')
    expect(formatOrderPrice({ priceUsd: 10, currency: 'JPY' }, 'en')).toBe('¥1,478.00')
    expect(formatOrderPrice({ priceUsd: 10, currency: 'XXX' }, 'en')).toBe('$10.00')
  })

  it('describes the plan with GB + MB from 1024 MB', async () => {
    const i18n = await createTestI18n('en')
    const t = i18n.t
    expect(planSummary({ packageId: 'p', type: 'DATA', dataMb: 1536, days: 7 }, t)).toBe(
      '1 GB 512 MB · 7 days',
    )
    expect(planSummary({ packageId: 'p', type: 'DAILY_UNLIMITED', dataMb: 1024, days: 1 }, t)).toBe(
      '1 GB/day · 1 day',
    )
    expect(
      planSummary(
        { packageId: 'p', type: 'CALL_TEXT', dataMb: 500, days: 30, voiceMinutes: 60, smsCount: 1 },
        t,
      ),
    ).toBe('500 MB · 30 days · 60 minutes · 1 SMS')
  })
})

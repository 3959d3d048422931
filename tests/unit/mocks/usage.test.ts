import { describe, expect, it } from 'vitest'
import { createTopupOrder, executeTopupPayment, setupTopup } from '../../../src/api/endpoints/order'
import { advanceOrder } from '../../../src/mocks/db/advanceOrder'
import type { OrderRecord } from '../../../src/mocks/db/orderRecords'
import { ORDER_RULES } from '../../../src/mocks/db/orderRules'
import { seedDemoOrders } from '../../../src/mocks/db/seedOrders'
import { accrueUsage } from '../../../src/mocks/db/usageClock'
import { mockApi } from '../../support/mockApi'
import { advance, loginAsNewGuest, registerAndLogin, wireAccountClient } from './accountSupport'
import { CARD, CARDS, buyPlan, cardData, findOrder, newKey } from './orderSupport'

wireAccountClient()

const T0 = Date.parse('2025-05-01T09:00:00Z')
const MINUTE = 60_000
const RATE = ORDER_RULES.usageMbPerMinute

/** An Active eSIM (PAID, INUSE, ENABLED) whose usage clock started at T0 with 100 MB used. */
function activeOrder(change: Partial<OrderRecord> = {}): OrderRecord {
  return {
    orderId: 'ord-usage',
    orderNo: 'RWUSAGE',
    iccid: '8901000000000000009',
    area: { areaId: 'area-jp', code: 'JP', slug: 'japan', type: 'COUNTRY', name: 'Japan' },
    package: {
      packageId: 'jp-data-1gb-7d',
      type: 'DATA',
      dataMb: 1024,
      days: 7,
      activation: 'ON_INSTALL',
    },
    priceUsd: 5,
    currency: 'USD',
    createdAt: new Date(T0 - 86_400_000).toISOString(),
    expiresAt: new Date(T0 + 7 * 86_400_000).toISOString(),
    usedMb: 100,
    totalMb: 1024,
    usageUpdatedAt: new Date(T0 - 3_600_000).toISOString(),
    paymentStatus: 'PAID',
    state: 'INUSE',
    installStatus: 'ENABLED',
    reviewed: false,
    paidAt: new Date(T0 - 86_400_000).toISOString(),
    email: 'usage@example.com',
    smdpAddress: 'smdp.esim-mock.example',
    activationCode: 'AAAA-BBBB-CCCC',
    paidWithMethodId: 5,
    refundReason: null,
    refundSettlesAt: null,
    usageClock: { fromMs: T0, baseMb: 100 },
    ...change,
  }
}

describe('usage over time (accrueUsage with an injected clock)', () => {
  it('uses data by whole minutes since the clock started, and stamps the minute it moved', () => {
    const order = activeOrder()
    expect(accrueUsage(order, T0 + 59_000)).toBe(false)
    expect(order.usedMb).toBe(100)
    expect(accrueUsage(order, T0 + 5 * MINUTE + 30_000)).toBe(true)
    expect(order.usedMb).toBe(100 + 5 * RATE)
    expect(order.usageUpdatedAt).toBe(new Date(T0 + 5 * MINUTE).toISOString())
  })

  it('gives the same figures however often it runs', () => {
    const stepwise = activeOrder()
    for (let ms = T0; ms < T0 + 90 * MINUTE; ms += 7_000) accrueUsage(stepwise, ms)
    accrueUsage(stepwise, T0 + 90 * MINUTE)
    const once = activeOrder()
    accrueUsage(once, T0 + 90 * MINUTE)
    expect(stepwise.usedMb).toBe(once.usedMb)
    expect(stepwise.usageUpdatedAt).toBe(once.usageUpdatedAt)
    expect(once.usedMb).toBe(100 + 90 * RATE)
  })

  it('stops at the plan’s data, with the time it ran out', () => {
    const order = activeOrder({ usedMb: 1000, usageClock: { fromMs: T0, baseMb: 1000 } })
    accrueUsage(order, T0 + 3 * 86_400_000)
    expect(order.usedMb).toBe(1024)
    const full = new Date(T0 + Math.ceil(24 / RATE) * MINUTE).toISOString()
    expect(order.usageUpdatedAt).toBe(full)
    expect(accrueUsage(order, T0 + 4 * 86_400_000)).toBe(false)
    expect(order.usageUpdatedAt).toBe(full)
  })

  it('stops when the validity ends', () => {
    const order = activeOrder({ expiresAt: new Date(T0 + 10 * MINUTE).toISOString() })
    accrueUsage(order, T0 + 60 * MINUTE)
    expect(order.usedMb).toBe(100 + 10 * RATE)
  })

  it('uses nothing unless the eSIM is paid, in use and on the phone', () => {
    for (const change of [
      { state: 'VALID', installStatus: 'INSTALLED' },
      { installStatus: 'DISABLED' },
      { installStatus: 'DELETED' },
      { paymentStatus: 'REFUNDED' },
      { state: 'USAGE_FINISHED' },
    ] as Partial<OrderRecord>[]) {
      const order = activeOrder(change)
      expect(accrueUsage(order, T0 + 60 * MINUTE)).toBe(true)
      expect(order).toMatchObject({ usedMb: 100, usageClock: null })
    }
  })

  it('starts counting a record without a clock the first time it sees it', () => {
    const order = activeOrder({ usageClock: undefined })
    expect(accrueUsage(order, T0)).toBe(true)
    expect(order.usageClock).toEqual({ fromMs: T0, baseMb: 100 })
    accrueUsage(order, T0 + 3 * MINUTE)
    expect(order.usedMb).toBe(100 + 3 * RATE)
  })
})

describe('usage over time through the API (the mock clock is Date)', () => {
  it('moves an Active order’s usage and its update time in /v3/query/orders', async () => {
    await loginAsNewGuest()
    const order = await buyPlan()
    advanceOrder(mockApi.db, order.orderId, { state: 'INUSE', installStatus: 'ENABLED', usedMb: 0 })
    const start = await findOrder(order.orderId)
    advance(45 * MINUTE)
    const later = await findOrder(order.orderId)
    expect(later.usedMb).toBe(start.usedMb + 45 * RATE)
    expect(Date.parse(later.usageUpdatedAt!) - Date.parse(start.usageUpdatedAt!)).toBe(45 * MINUTE)
    // A profile switched off on the phone uses nothing, whatever the time.
    advanceOrder(mockApi.db, order.orderId, { installStatus: 'DISABLED' })
    advance(60 * MINUTE)
    expect((await findOrder(order.orderId)).usedMb).toBe(later.usedMb)
  })

  it('leaves an installed but unused eSIM alone, and counts a top-up from when it was paid', async () => {
    await loginAsNewGuest()
    const inactive = await buyPlan()
    advanceOrder(mockApi.db, inactive.orderId, { installStatus: 'INSTALLED' })
    const order = await buyPlan('jp-data-1gb-7d')
    advanceOrder(mockApi.db, order.orderId, {
      state: 'INUSE',
      installStatus: 'ENABLED',
      usedMb: order.totalMb - 10,
    })
    advance(3 * 60 * MINUTE)
    const full = await findOrder(order.orderId)
    expect(full.usedMb).toBe(full.totalMb)
    expect((await findOrder(inactive.orderId)).usedMb).toBe(0)

    const topup = await createTopupOrder(order.iccid, 'jp-data-1gb-7d', 'USD', newKey())
    const setup = await setupTopup(topup.topupOrderId, CARD, newKey(), { immediateDelivery: true })
    await executeTopupPayment({
      paymentId: setup.paymentId,
      paymentMethodId: CARD,
      returnUrl: '/topup-success?paymentId=x',
      paymentData: cardData(CARDS.success),
      idempotencyKey: newKey(),
    })
    // The hours spent full are not charged to the new data.
    advance(20 * MINUTE)
    const topped = await findOrder(order.orderId)
    expect(topped.totalMb).toBe(full.totalMb + 1024)
    expect(topped.usedMb).toBe(full.totalMb + 20 * RATE)
  })

  it('keeps the seeded demo figures until time passes', async () => {
    const { email } = await registerAndLogin('usage.demo@example.com')
    const seeded = seedDemoOrders(mockApi.db, email)
    const active = seeded.filter((item) => item.state === 'INUSE')
    expect(active.length).toBeGreaterThan(0)
    for (const item of active) expect((await findOrder(item.orderId)).usedMb).toBe(item.usedMb)
    advance(10 * MINUTE)
    for (const item of active) {
      const now = await findOrder(item.orderId)
      expect(now.usedMb).toBe(Math.min(item.totalMb, item.usedMb + 10 * RATE))
    }
  })
})

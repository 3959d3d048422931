import { describe, expect, it } from 'vitest'
import { seedDemoOrders } from '../../../src/mocks/db/seedOrders'
import { jumpOrder, listOrderSummaries } from '../../../src/mocks/db/orderJump'
import { mockApi } from '../../support/mockApi'

const EMAIL = 'support.case@example.com'
const NOW = Date.parse('2026-06-01T12:00:00Z')

function seeded() {
  seedDemoOrders(mockApi.db, EMAIL, NOW)
  const record = (id: string) => mockApi.db.data.orders.find((order) => order.orderId === id)!
  const unpaid = mockApi.db.data.orders.find((order) => order.paymentStatus === 'UNPAID')!
  return { record, unpaid }
}

describe('jumping a mock order to a state', () => {
  it('pays an unpaid order and starts its eSIM when it jumps to Active', () => {
    const { record, unpaid } = seeded()
    const moved = jumpOrder(
      mockApi.db,
      unpaid.orderId,
      { paymentStatus: 'PAID', state: 'INUSE', installStatus: 'ENABLED' },
      NOW,
    )
    expect(moved).toMatchObject({ paymentStatus: 'PAID', state: 'INUSE', installStatus: 'ENABLED' })
    const order = record(unpaid.orderId)
    expect(order.iccid).toMatch(/^89\d{17,18}$/)
    expect(order.paidAt).not.toBeNull()
    expect(order.usedMb).toBeGreaterThan(0)
    expect(order.usedMb).toBeLessThan(order.totalMb)
    expect(Date.parse(order.expiresAt!)).toBeGreaterThan(NOW)
  })

  it('makes usage and validity agree with the finished states', () => {
    const { record, unpaid } = seeded()
    const id = unpaid.orderId
    const jump = (state: 'USAGE_FINISHED' | 'TIME_FINISHED' | 'EXPIRED' | 'VALID') =>
      jumpOrder(mockApi.db, id, { paymentStatus: 'PAID', state, installStatus: 'DISABLED' }, NOW)
    jump('USAGE_FINISHED')
    expect(record(id).usedMb).toBe(record(id).totalMb)
    jump('TIME_FINISHED')
    expect(Date.parse(record(id).expiresAt!)).toBeLessThan(NOW)
    jump('EXPIRED')
    expect(Date.parse(record(id).expiresAt!)).toBeLessThan(NOW - 30 * 86_400_000)
    jump('VALID')
    expect(record(id)).toMatchObject({ usedMb: 0, expiresAt: null })
  })

  it('holds a refunding order and gives back an unpaid one without its eSIM', () => {
    const { record } = seeded()
    const paid = mockApi.db.data.orders.find(
      (order) => order.paymentStatus === 'PAID' && order.state === 'INUSE',
    )!
    jumpOrder(
      mockApi.db,
      paid.orderId,
      { paymentStatus: 'REFUNDING', state: 'VALID', installStatus: 'UNDOWNLOAD' },
      NOW,
    )
    expect(record(paid.orderId)).toMatchObject({
      paymentStatus: 'REFUNDING',
      refundSettlesAt: null,
    })
    expect(record(paid.orderId).refundReason).toBeTruthy()
    jumpOrder(
      mockApi.db,
      paid.orderId,
      { paymentStatus: 'UNPAID', state: 'VALID', installStatus: 'UNDOWNLOAD' },
      NOW,
    )
    expect(record(paid.orderId)).toMatchObject({ paymentStatus: 'UNPAID', iccid: '', paidAt: null })
  })

  it('refuses an unknown order', () => {
    expect(() =>
      jumpOrder(mockApi.db, 'nope', {
        paymentStatus: 'PAID',
        state: 'VALID',
        installStatus: 'UNDOWNLOAD',
      }),
    ).toThrow(/no order nope/)
  })

  it('lists orders newest first with the three fields of their label', () => {
    seeded()
    const list = listOrderSummaries(mockApi.db)
    expect(list).toHaveLength(mockApi.db.data.orders.length)
    expect(list[0]).toMatchObject({ email: EMAIL, title: expect.stringContaining('·') as string })
    const created = list.map(
      (item) => mockApi.db.data.orders.find((order) => order.orderId === item.orderId)!.createdAt,
    )
    expect(created).toEqual([...created].sort().reverse())
  })
})

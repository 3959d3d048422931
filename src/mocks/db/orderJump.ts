import type { MockOrderJump, MockOrderSummary } from '../../api/contract/mockControl'
import type { MockDatabase } from './database'
import { advanceOrder } from './advanceOrder'
import { markOrderPaid } from './orderLifecycle'
import { validityDaysOf, type OrderRecord } from './orderRecords'

const DAY_MS = 86_400_000
/** The method a jumped-to-paid order records: a card, so a refund does not move credit. */
const CARD_METHOD_ID = 5

export function summariseOrder(order: OrderRecord): MockOrderSummary {
  return {
    orderId: order.orderId,
    orderNo: order.orderNo,
    email: order.email,
    title: `${order.area.name} · ${order.package.packageId}`,
    paymentStatus: order.paymentStatus,
    state: order.state,
    installStatus: order.installStatus,
  }
}

/** Newest first, as My orders lists them. */
export function listOrderSummaries(db: MockDatabase): MockOrderSummary[] {
  return [...db.data.orders]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(summariseOrder)
}

/** Usage and validity that agree with a usage state, so the card shows a coherent picture. */
function usageFor(order: OrderRecord, state: MockOrderJump['state'], now: number) {
  const fullValidity = new Date(now + validityDaysOf(order) * DAY_MS).toISOString()
  const running = order.expiresAt !== null && Date.parse(order.expiresAt) > now
  const partial = order.usedMb > 0 && order.usedMb < order.totalMb
  switch (state) {
    case 'VALID':
      return { usedMb: 0, expiresAt: null }
    case 'INUSE':
      return {
        usedMb: partial ? order.usedMb : Math.round(order.totalMb * 0.3),
        expiresAt: running ? order.expiresAt : fullValidity,
      }
    case 'USAGE_FINISHED':
      return { usedMb: order.totalMb, expiresAt: running ? order.expiresAt : fullValidity }
    case 'TIME_FINISHED':
      return {
        usedMb: partial ? order.usedMb : Math.round(order.totalMb * 0.6),
        expiresAt: new Date(now - 3_600_000).toISOString(),
      }
    case 'EXPIRED':
      return {
        usedMb: partial ? order.usedMb : Math.round(order.totalMb * 0.2),
        expiresAt: new Date(now - 40 * DAY_MS).toISOString(),
      }
  }
}

/**
 * Puts an order into any combination of payment status, usage state and install status (the
 * three fields of its label, SPEC 4.1), as if the backend had reported it, for the QA panel.
 * The carrier's fields move through advanceOrder, which only moves paid orders, so the order is
 * paid first and given its final payment status last. A Refunding order is held (it does not
 * settle on its own), as the demo orders are. Throws for an unknown order.
 */
export function jumpOrder(
  db: MockDatabase,
  orderId: string,
  target: MockOrderJump,
  now = Date.now(),
): MockOrderSummary {
  const order = db.data.orders.find((item) => item.orderId === orderId)
  if (!order) throw new Error(`jumpOrder: no order ${orderId}`)
  if (order.paymentStatus === 'UNPAID') markOrderPaid(db, order, CARD_METHOD_ID, now)
  order.paymentStatus = 'PAID'
  advanceOrder(
    db,
    orderId,
    {
      state: target.state,
      installStatus: target.installStatus,
      ...usageFor(order, target.state, now),
    },
    now,
  )
  order.paymentStatus = target.paymentStatus
  order.refundSettlesAt = null
  if (target.paymentStatus === 'UNPAID') {
    // An unpaid order has no eSIM yet; paying it again assigns one.
    order.iccid = ''
    order.paidAt = null
    order.paidWithMethodId = null
    order.refundReason = null
  } else if (target.paymentStatus === 'PAID') {
    order.refundReason = null
  } else {
    order.refundReason ??= 'Set by the QA lab'
  }
  db.save()
  return summariseOrder(order)
}

import type { PaymentOutcome } from '../../api/contract/order'
import type { MockDatabase } from '../db/database'
import { deliverMail } from '../db/accounts'
import { markOrderPaid, moveBalance } from '../db/orderLifecycle'
import { totalMbOf } from '../db/orderMappers'
import type { PaymentRecord } from '../db/orderRecords'
import { accrueUsage, restartUsageClock } from '../db/usageClock'
import type { PaymentReasonId } from '../failures'

/**
 * How a payment ends, and what its success does to what it paid for: the order gets its eSIM, the
 * credit lands on the balance, the top-up adds its data and days. Execute, its follow-ups and the
 * clock all end payments, and all through here.
 */

interface TargetInfo {
  orderId: string
  orderNo: string
  paid: boolean
  payable: boolean
}

export function targetOf(db: MockDatabase, payment: PaymentRecord): TargetInfo {
  if (payment.purpose === 'ORDER') {
    const order = db.data.orders.find((item) => item.orderId === payment.targetId)
    return {
      orderId: payment.targetId,
      orderNo: order?.orderNo ?? '',
      paid: order?.paymentStatus !== 'UNPAID',
      payable: order?.paymentStatus === 'UNPAID',
    }
  }
  if (payment.purpose === 'CREDIT') {
    const order = db.data.creditOrders.find((item) => item.orderId === payment.targetId)
    return {
      orderId: payment.targetId,
      orderNo: order?.orderNo ?? '',
      paid: order?.paymentStatus === 'PAID',
      payable: order?.paymentStatus === 'UNPAID',
    }
  }
  const topup = db.data.topupOrders.find((item) => item.topupOrderId === payment.targetId)
  const esim = db.data.orders.find((item) => item.orderId === topup?.orderId)
  return {
    orderId: payment.targetId,
    orderNo: esim?.orderNo ?? '',
    paid: topup?.paymentStatus === 'PAID',
    payable: topup?.paymentStatus === 'UNPAID',
  }
}

/** The effect of a successful payment on what it paid for. */
export function applySuccess(db: MockDatabase, payment: PaymentRecord, now: number): void {
  payment.status = 'SUCCEEDED'
  payment.failureReason = null
  payment.awaiting = null
  payment.redirectUrl = null
  payment.settling = null
  payment.chargedAt = new Date(now).toISOString()
  if (payment.purpose === 'ORDER') {
    const order = db.data.orders.find((item) => item.orderId === payment.targetId)
    if (order) markOrderPaid(db, order, payment.methodId, now)
    return
  }
  if (payment.purpose === 'CREDIT') {
    const order = db.data.creditOrders.find((item) => item.orderId === payment.targetId)
    if (!order) return
    order.paymentStatus = 'PAID'
    moveBalance(
      db,
      order.email,
      order.creditUsd,
      'RECHARGE',
      { kind: 'credit', priceUsd: order.priceUsd, creditUsd: order.creditUsd },
      { orderNo: order.orderNo, paymentId: payment.paymentId },
      now,
    )
    deliverMail(db, {
      kind: 'CONFIRMATION',
      email: order.email,
      purpose: 'CREDIT',
      orderNo: order.orderNo,
      iccid: '',
      paymentId: payment.paymentId,
      amountUsd: order.priceUsd,
      sentAt: new Date(now).toISOString(),
      deliveryConsentAt: null,
    })
    return
  }
  const topup = db.data.topupOrders.find((item) => item.topupOrderId === payment.targetId)
  const esim = db.data.orders.find((item) => item.orderId === topup?.orderId)
  if (!topup || !esim) return
  topup.paymentStatus = 'PAID'
  // Usage so far is counted against the old total; the new data is used from now on.
  accrueUsage(esim, now)
  esim.totalMb += totalMbOf(topup.package)
  const days = topup.package.days * 86_400_000
  if (esim.state === 'TIME_FINISHED') {
    esim.expiresAt = new Date(now + days).toISOString()
  } else if (esim.expiresAt !== null) {
    esim.expiresAt = new Date(Math.max(Date.parse(esim.expiresAt), now) + days).toISOString()
  } else {
    // Not started yet: the days wait with the plan and start with it (advanceOrder).
    esim.waitingDays = (esim.waitingDays ?? 0) + topup.package.days
  }
  if (esim.state === 'USAGE_FINISHED' || esim.state === 'TIME_FINISHED') esim.state = 'INUSE'
  restartUsageClock(esim, now)
  // To the eSIM's owner, where its install kit went: a top-up by ICCID needs no login.
  deliverMail(db, {
    kind: 'CONFIRMATION',
    email: esim.kitEmail ?? esim.email,
    purpose: 'TOPUP',
    orderNo: esim.orderNo,
    iccid: esim.iccid,
    paymentId: payment.paymentId,
    amountUsd: topup.priceUsd,
    sentAt: new Date(now).toISOString(),
    deliveryConsentAt: topup.deliveryConsentAt ?? null,
  })
}

export function endPayment(
  payment: PaymentRecord,
  status: Exclude<PaymentOutcome, 'PENDING' | 'SUCCEEDED'>,
  failureReason: PaymentReasonId | string,
): void {
  payment.status = status
  payment.failureReason = failureReason
  payment.awaiting = null
  payment.redirectUrl = null
  payment.settling = null
}

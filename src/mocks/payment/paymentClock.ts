import type { MockDatabase } from '../db/database'
import { completeRefund } from '../db/orderLifecycle'
import type { PaymentRecord } from '../db/orderRecords'
import { ORDER_RULES as RULES } from '../db/orderRules'
import { accrueUsage } from '../db/usageClock'
import { applySuccess, endPayment, targetOf } from './paymentOutcome'

/**
 * Time in the mock (docs/api.md, "Mock behaviour"): nothing runs in the background, so what has
 * fallen due since the last request is applied when the next one arrives.
 */

/**
 * Applies what time has decided: a provider answer after its wait (or, when `poll`, after the
 * status polls), an abandoned challenge or redirect. True when something changed.
 */
export function refreshPayment(
  db: MockDatabase,
  payment: PaymentRecord,
  now: number,
  poll = false,
): boolean {
  if (payment.status !== 'PENDING') return false
  const { settling } = payment
  if (settling) {
    if (poll) settling.polls += 1
    if (settling.polls <= RULES.settlePolls && now < settling.settlesAt) return poll
    if (settling.outcome !== 'SUCCEEDED') {
      endPayment(payment, settling.outcome, settling.failureReason ?? 'providerDeclined')
    } else if (targetOf(db, payment).paid) {
      endPayment(payment, 'CANCELLED', 'voided')
    } else {
      applySuccess(db, payment, now)
    }
    return true
  }
  if (payment.awaiting && payment.executedAt !== null) {
    if (now - payment.executedAt >= RULES.abandonMs) {
      endPayment(payment, 'CANCELLED', 'abandoned')
      return true
    }
  }
  return false
}

/**
 * Runs before every order-side handler: settles payments and refunds that are due, and brings
 * the usage of eSIMs in use up to now.
 */
export function tick(db: MockDatabase, now = Date.now()): void {
  let changed = false
  for (const payment of db.data.payments) {
    if (refreshPayment(db, payment, now)) changed = true
  }
  for (const order of db.data.orders) {
    if (
      order.paymentStatus === 'REFUNDING' &&
      order.refundSettlesAt !== null &&
      now >= order.refundSettlesAt
    ) {
      completeRefund(db, order, now)
      changed = true
    }
    if (accrueUsage(order, now)) changed = true
  }
  for (const [key, record] of Object.entries(db.data.idempotency)) {
    if (now - record.at >= RULES.idempotencyTtlMs) {
      delete db.data.idempotency[key]
      changed = true
    }
  }
  if (changed) db.save()
}

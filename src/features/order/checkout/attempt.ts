import type { AreaDto, PackageDto } from '../../../api/contract/catalogue'
import { randomId } from '../../../shared/lib/randomId'
import { attemptStore } from '../payment/attemptStore'

/**
 * One checkout attempt: the idempotency keys of its money-moving requests and how far it got,
 * kept in the tab by payment/attemptStore.ts. It never holds card data: only ids, keys and
 * where the provider waits.
 */
export interface CheckoutAttempt {
  /**
   * Who buys what: `${email}|${packageId}|${currency}` or `${email}|order:${orderId}|${currency}`.
   * Another plan, currency or shopper (after signing out in this tab) is a new attempt.
   */
  intent: string
  /** The key of /v1.1/setup/payment: one order per attempt, however often setup is sent. */
  setupKey: string
  /** The key of the next (or the unanswered last) execute or confirm request. */
  payKey: string
  /** The key of the next answer to a challenge or to the provider (3-D Secure, /transit). */
  detailsKey: string
  /** Known once setup answered: the UNPAID order every later payment of this attempt pays. */
  orderId: string | null
  /** The payment in progress and the method it was opened for. */
  paymentId: string | null
  methodId: number | null
  /**
   * open: set up, not executed yet; sent: a pay request went out whose outcome may be unknown
   * (reload, time-out); ended: that payment failed or was cancelled, the next try opens another.
   */
  payment: 'open' | 'sent' | 'ended'
  /** Where the result page sends the shopper back from the provider. */
  returnUrl: string | null
  /** The provider's page (live builds follow it from /transit) and its name. */
  redirectUrl: string | null
  provider: string | null
  /** What was bought, for the success page's summary (the status answer does not say). */
  plan: PlanSnapshot
  startedAt: number
}

export interface PlanSnapshot {
  area: Pick<AreaDto, 'type' | 'code' | 'name'>
  package: Pick<PackageDto, 'type' | 'dataMb' | 'days'>
}

const stored = attemptStore<CheckoutAttempt>(
  'rw_checkout_attempt',
  (attempt) => typeof attempt.intent === 'string',
)

/** A guest's kit address is part of the intent: another address is another order. */
export function intentOf(email: string, item: string, currency: string, sendTo = ''): string {
  return sendTo ? `${email}|${item}|${currency}|${sendTo}` : `${email}|${item}|${currency}`
}

/** The item part of an intent for an order left unpaid. */
export const unpaidOrderItem = (orderId: string) => `order:${orderId}`

export const loadAttempt = stored.load
export const saveAttempt = stored.save
export const clearAttempt = stored.clear

/** The stored attempt for the same intent, or a fresh one with new keys. */
export function attemptFor(intent: string, plan: PlanSnapshot, now = Date.now()): CheckoutAttempt {
  return stored.reuseOrStart(
    (attempt) => attempt.intent === intent,
    () => ({
      intent,
      setupKey: randomId(),
      payKey: randomId(),
      detailsKey: randomId(),
      orderId: null,
      paymentId: null,
      methodId: null,
      payment: 'open',
      returnUrl: null,
      redirectUrl: null,
      provider: null,
      plan,
      startedAt: now,
    }),
    now,
  )
}

/** The payment ended (declined, cancelled): the next try is a new request with a new key. */
export function endPayment(attempt: CheckoutAttempt): CheckoutAttempt {
  return saveAttempt({ ...attempt, payment: 'ended', payKey: randomId(), redirectUrl: null })
}

/** The attempt, if it is the one that opened this payment or order. */
export function attemptOf(ref: { paymentId?: string; orderId?: string }): CheckoutAttempt | null {
  const attempt = loadAttempt()
  if (!attempt) return null
  if (ref.paymentId && attempt.paymentId === ref.paymentId) return attempt
  if (ref.orderId && attempt.orderId === ref.orderId) return attempt
  return null
}

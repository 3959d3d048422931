import type { AreaDto, PackageDto } from '../../../api/contract/catalogue'
import { randomId } from '../../../shared/lib/randomId'
import { readJson, removeItem, safeSessionStorage, writeJson } from '../../../shared/lib/storage'

/**
 * One checkout attempt: the idempotency keys of its money-moving requests (docs/api.md 1.8) and
 * how far it got. It lives in sessionStorage, so a reload, a second tab click or a retry after a
 * time-out reuses the keys and the server replays its first answer instead of charging again.
 * It never holds card data: only ids, keys and where the provider waits.
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

/** The mock abandons an unfinished challenge or redirect after 30 minutes; so do we. */
export const ATTEMPT_TTL_MS = 30 * 60 * 1000

const KEY = 'rw_checkout_attempt'

/** A guest's kit address is part of the intent: another address is another order. */
export function intentOf(email: string, item: string, currency: string, sendTo = ''): string {
  return sendTo ? `${email}|${item}|${currency}|${sendTo}` : `${email}|${item}|${currency}`
}

/** The item part of an intent for an order left unpaid. */
export const unpaidOrderItem = (orderId: string) => `order:${orderId}`

export function loadAttempt(now = Date.now()): CheckoutAttempt | null {
  const stored = readJson<CheckoutAttempt>(KEY, safeSessionStorage())
  if (!stored || typeof stored.intent !== 'string') return null
  return now - stored.startedAt > ATTEMPT_TTL_MS ? null : stored
}

export function saveAttempt(attempt: CheckoutAttempt): CheckoutAttempt {
  writeJson(KEY, attempt, safeSessionStorage())
  return attempt
}

export function clearAttempt(): void {
  removeItem(KEY, safeSessionStorage())
}

/** The stored attempt for the same intent, or a fresh one with new keys. */
export function attemptFor(intent: string, plan: PlanSnapshot, now = Date.now()): CheckoutAttempt {
  const stored = loadAttempt(now)
  if (stored && stored.intent === intent) return stored
  return saveAttempt({
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
  })
}

/** The payment ended (declined, cancelled): the next try is a new request with a new key. */
export function endPayment(attempt: CheckoutAttempt): CheckoutAttempt {
  return saveAttempt({ ...attempt, payment: 'ended', payKey: randomId(), redirectUrl: null })
}

/** The attempt, if it is the one that opened this payment or order. */
export function attemptOf(ref: { paymentId?: string; orderId?: string }): CheckoutAttempt | null {
  const stored = loadAttempt()
  if (!stored) return null
  if (ref.paymentId && stored.paymentId === ref.paymentId) return stored
  if (ref.orderId && stored.orderId === ref.orderId) return stored
  return null
}

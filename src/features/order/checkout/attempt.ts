import type { AreaDto, PackageDto } from '../../../api/contract/catalogue'
import { randomId } from '../../../shared/lib/randomId'
import { attemptStore } from '../payment/attemptStore'

/**
 * One checkout attempt: the idempotency keys of its money-moving requests and how far it got,
 * shared by the visitor's tabs through payment/attemptStore.ts. It never holds card data: only
 * ids, keys and where the provider waits.
 *
 *   open ─Pay─▶ sent ─▶ paid
 *                 └──▶ ended (declined, cancelled: nothing charged) ─Pay─▶ sent
 *
 * `sent` means a pay request went out and its outcome may be unknown: until the server says how
 * it went, no tab offers a Pay that could open a second order. `paid` stays for a day, so Back,
 * a reload or another tab show the purchase as paid; buying it again is an explicit new attempt.
 */
export interface CheckoutAttempt {
  /**
   * Who buys what, the attempt's id: `${email}|${packageId}|${currency}` or
   * `${email}|order:${orderId}|${currency}` (a guest's kit address appended). Another plan,
   * currency or shopper is a new attempt.
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
  /** Known once paid, for the "already paid" notice. */
  orderNo: string | null
  /** The payment in progress and the method it was opened for. */
  paymentId: string | null
  methodId: number | null
  payment: 'open' | 'sent' | 'ended' | 'paid'
  /** Where the result page sends the shopper back from the provider. */
  returnUrl: string | null
  /** The provider's page (live builds follow it from /transit) and its name. */
  redirectUrl: string | null
  provider: string | null
  /** What was bought, for the success page's summary (the status answer does not say). */
  plan: PlanSnapshot
  /** A purchase of the same thing made before this one, which the checkout mentions. */
  previousOrderNo: string | null
  startedAt: number
  sentAt: number | null
}

export interface PlanSnapshot {
  area: Pick<AreaDto, 'type' | 'code' | 'name'>
  /** `activation` is missing from snapshots saved before it was kept. */
  package: Pick<PackageDto, 'type' | 'dataMb' | 'days'> & Partial<Pick<PackageDto, 'activation'>>
}

const stored = attemptStore<CheckoutAttempt>(
  'rw_pay_attempts:checkout',
  (attempt) => attempt.intent,
  (attempt) => typeof attempt.intent === 'string' && typeof attempt.payKey === 'string',
)

/** A guest's kit address is part of the intent: another address is another order. */
export function intentOf(email: string, item: string, currency: string, sendTo = ''): string {
  return sendTo ? `${email}|${item}|${currency}|${sendTo}` : `${email}|${item}|${currency}`
}

/** The item part of an intent for an order left unpaid. */
export const unpaidOrderItem = (orderId: string) => `order:${orderId}`

/** The lock a tab holds while it pays or asks about this attempt (shared/lib/tabLock.ts). */
export const payLockOf = (intent: string) => `rw-pay:${intent}`

export const loadAttempt = (intent: string) => stored.load(intent)
export const saveAttempt = stored.save
export const subscribeAttempts = stored.subscribe

function freshAttempt(
  intent: string,
  plan: PlanSnapshot,
  now: number,
  previousOrderNo: string | null = null,
): CheckoutAttempt {
  return {
    intent,
    setupKey: randomId(),
    payKey: randomId(),
    detailsKey: randomId(),
    orderId: null,
    orderNo: null,
    paymentId: null,
    methodId: null,
    payment: 'open',
    returnUrl: null,
    redirectUrl: null,
    provider: null,
    plan,
    previousOrderNo,
    startedAt: now,
    sentAt: null,
  }
}

/** The stored attempt for the intent (paid ones included), or a fresh one with new keys. */
export function attemptFor(intent: string, plan: PlanSnapshot, now = Date.now()): CheckoutAttempt {
  return stored.reuseOrStart(intent, () => freshAttempt(intent, plan, now), now)
}

/**
 * The shopper chose to buy a paid plan again: a new attempt (new keys, so a new order) that
 * remembers the earlier order, which stops being shown as "paid". If another tab already started
 * that new purchase, it is joined.
 */
export function buyAgain(
  { email, item, intent }: { email: string; item: string; intent: string },
  plan: PlanSnapshot,
  now = Date.now(),
): CheckoutAttempt {
  const current = stored.load(intent, now)
  if (current && current.payment !== 'paid') return current
  const paid = paidAttemptFor(email, item)
  for (const attempt of stored.all(now)) {
    if (attempt.payment === 'paid' && attempt.intent.startsWith(`${email}|${item}|`)) {
      stored.remove(attempt.intent)
    }
  }
  return stored.save(freshAttempt(intent, plan, now, paid?.orderNo ?? null))
}

/** A pay request is about to go out: from now on its outcome must be known before another. */
export function markSent(attempt: CheckoutAttempt, changes: Partial<CheckoutAttempt> = {}) {
  return saveAttempt({ ...attempt, ...changes, payment: 'sent', sentAt: Date.now() })
}

/** The payment ended (declined, cancelled): the next try is a new request with a new key. */
export function endPayment(attempt: CheckoutAttempt): CheckoutAttempt {
  return saveAttempt({ ...attempt, payment: 'ended', payKey: randomId(), redirectUrl: null })
}

/** The server said the order is paid: every tab now shows it so. */
export function markPaid(
  attempt: CheckoutAttempt,
  paid: { orderId: string; orderNo: string; paymentId: string },
): CheckoutAttempt {
  return saveAttempt({
    ...attempt,
    orderId: paid.orderId,
    orderNo: paid.orderNo,
    paymentId: paid.paymentId,
    payment: 'paid',
    redirectUrl: null,
    sentAt: attempt.sentAt ?? Date.now(),
  })
}

/** The attempt, if it is the one that opened this payment or order. */
export function attemptOf(ref: { paymentId?: string; orderId?: string }): CheckoutAttempt | null {
  return (
    stored
      .all()
      .find(
        (attempt) =>
          (ref.paymentId && attempt.paymentId === ref.paymentId) ||
          (ref.orderId && attempt.orderId === ref.orderId),
      ) ?? null
  )
}

/**
 * The paid attempt for this shopper and item in any currency (or kit address): paying in euros
 * after paying in dollars is still the same plan bought twice.
 */
export function paidAttemptFor(email: string, item: string): CheckoutAttempt | null {
  const prefix = `${email}|${item}|`
  return (
    stored
      .all()
      .find((attempt) => attempt.payment === 'paid' && attempt.intent.startsWith(prefix)) ?? null
  )
}

/**
 * A paid purchase of the same thing in another currency or to another kit address, when this
 * attempt has not yet opened an order and was not started by an explicit "buy again".
 */
export function paidBefore(attempt: CheckoutAttempt): CheckoutAttempt | null {
  if (attempt.orderId || attempt.previousOrderNo !== null) return null
  const [email = '', item = ''] = attempt.intent.split('|')
  return paidAttemptFor(email, item)
}

import { randomId } from '../../../shared/lib/randomId'
import { attemptStore, type AttemptStore } from '../payment/attemptStore'

/**
 * One top-up or credit payment attempt: the idempotency keys of its money-moving calls and how
 * far it got, shared by the visitor's tabs through payment/attemptStore.ts. A new attempt (new
 * keys, so a new top-up order or credit purchase) starts only when the thing being paid changes,
 * or when the shopper explicitly pays again for one already paid.
 */
export type AttemptKind = 'topup' | 'credit'

export interface PaymentAttempt {
  /** What is being paid (eSIM or account, plan, currency): the attempt's id. */
  fingerprint: string
  keys: {
    /** Top-up only: /v1.1/data/create/topup-order. */
    create: string
    setup: string
    /** The next (or the unanswered last) execute request. */
    execute: string
    /** The next answer to a 3-D Secure challenge (a follow-up execute with details). */
    details: string
  }
  /** Known once setup answered; lets a reload or another tab ask the server how it went. */
  paymentId: string | null
  /** The method the last execute was sent with. */
  methodId: number | null
  /** Set just before execute is sent: from then on the payment may be under way. */
  executed: boolean
  /** Set once the server said the payment succeeded. */
  paidAt: number | null
  startedAt: number
  /** When execute was first sent: the attempt is then kept for a day (attemptStore.ts). */
  sentAt: number | null
}

const stores: Record<AttemptKind, AttemptStore<PaymentAttempt>> = {
  topup: attemptStore('rw_pay_attempts:topup', (attempt) => attempt.fingerprint, isAttempt),
  credit: attemptStore('rw_pay_attempts:credit', (attempt) => attempt.fingerprint, isAttempt),
}

function isAttempt(attempt: PaymentAttempt): boolean {
  return typeof attempt.fingerprint === 'string' && typeof attempt.keys === 'object'
}

/** The lock a tab holds while it pays this kind of thing (shared/lib/tabLock.ts). */
export const walletLockOf = (kind: AttemptKind) => `rw-pay:${kind}`

export function loadAttempt(kind: AttemptKind, fingerprint: string): PaymentAttempt | null {
  return stores[kind].load(fingerprint)
}

/** The attempt that opened this payment, if this browser has it. */
export function attemptOfPayment(kind: AttemptKind, paymentId: string): PaymentAttempt | null {
  return stores[kind].all().find((attempt) => attempt.paymentId === paymentId) ?? null
}

export function saveAttempt(kind: AttemptKind, attempt: PaymentAttempt): PaymentAttempt {
  return stores[kind].save(attempt)
}

export function removeAttempt(kind: AttemptKind, fingerprint: string): void {
  stores[kind].remove(fingerprint)
}

export const subscribeWalletAttempts = (kind: AttemptKind, listener: () => void) =>
  stores[kind].subscribe(listener)

/** The stored attempt for the same thing, or a fresh one with new keys. */
export function attemptFor(kind: AttemptKind, fingerprint: string, now = Date.now()) {
  return stores[kind].reuseOrStart(
    fingerprint,
    () => ({
      fingerprint,
      keys: { create: randomId(), setup: randomId(), execute: randomId(), details: randomId() },
      paymentId: null,
      methodId: null,
      executed: false,
      paidAt: null,
      startedAt: now,
      sentAt: null,
    }),
    now,
  )
}

/**
 * The payment was refused, declined or cancelled, so no money moved: the same payment may be
 * tried again (docs/api.md 4.2), with new keys for the requests whose body will differ.
 */
export function renewPayKeys(kind: AttemptKind, attempt: PaymentAttempt): PaymentAttempt {
  return saveAttempt(kind, {
    ...attempt,
    keys: { ...attempt.keys, execute: randomId(), details: randomId() },
    executed: false,
  })
}

/** The server said it succeeded: a second Pay for the same thing now asks first. */
export function markPaid(kind: AttemptKind, attempt: PaymentAttempt): PaymentAttempt {
  return saveAttempt(kind, { ...attempt, paidAt: attempt.paidAt ?? Date.now() })
}

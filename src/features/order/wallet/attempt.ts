import { randomId } from '../../../shared/lib/randomId'
import { attemptStore, type AttemptStore } from '../payment/attemptStore'

/**
 * One top-up or credit payment attempt: the idempotency keys of its money-moving calls and how
 * far it got, kept in the tab by payment/attemptStore.ts. A new attempt (new keys) starts only
 * when the choice changes or the last attempt ended.
 */
export type AttemptKind = 'topup' | 'credit'

export interface PaymentAttempt {
  /** What is being paid: a change of plan, method or currency is a new intent. */
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
  /** Known once setup answered; lets a reload ask the server how the payment went. */
  paymentId: string | null
  /** Set just before execute is sent: from then on the payment may be under way. */
  executed: boolean
  startedAt: number
}

const stores: Record<AttemptKind, AttemptStore<PaymentAttempt>> = {
  topup: attemptStore('rw_pay_attempt:topup'),
  credit: attemptStore('rw_pay_attempt:credit'),
}

export function loadAttempt(kind: AttemptKind, now = Date.now()): PaymentAttempt | null {
  return stores[kind].load(now)
}

export function saveAttempt(kind: AttemptKind, attempt: PaymentAttempt): void {
  stores[kind].save(attempt)
}

export function clearAttempt(kind: AttemptKind): void {
  stores[kind].clear()
}

/** The stored attempt for the same intent, or a fresh one with new keys. */
export function attemptFor(kind: AttemptKind, fingerprint: string, now = Date.now()) {
  return stores[kind].reuseOrStart(
    (attempt) => attempt.fingerprint === fingerprint,
    () => ({
      fingerprint,
      keys: { create: randomId(), setup: randomId(), execute: randomId(), details: randomId() },
      paymentId: null,
      executed: false,
      startedAt: now,
    }),
    now,
  )
}

/**
 * The payment was refused, declined or cancelled, so no money moved: the same payment may be
 * tried again (docs/api.md 4.2), with new keys for the requests whose body will differ.
 */
export function renewPayKeys(kind: AttemptKind, attempt: PaymentAttempt): PaymentAttempt {
  const renewed: PaymentAttempt = {
    ...attempt,
    keys: { ...attempt.keys, execute: randomId(), details: randomId() },
    executed: false,
  }
  saveAttempt(kind, renewed)
  return renewed
}

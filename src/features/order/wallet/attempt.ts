import { randomId } from '../../../shared/lib/randomId'
import { readJson, removeItem, safeSessionStorage, writeJson } from '../../../shared/lib/storage'

/**
 * One payment attempt: the idempotency keys of its money-moving calls (docs/api.md 1.8) and how
 * far it got. It lives in sessionStorage, so a reload or a double click in the same tab reuses the
 * keys and the server replays its first answers instead of charging again. A new attempt (new
 * keys) starts only when the choice changes or the last attempt ended.
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

/** An unfinished attempt older than this is abandoned: the shopper starts afresh. */
export const ATTEMPT_TTL_MS = 30 * 60 * 1000

const storageKey = (kind: AttemptKind) => `rw_pay_attempt:${kind}`

export function loadAttempt(kind: AttemptKind, now = Date.now()): PaymentAttempt | null {
  const attempt = readJson<PaymentAttempt>(storageKey(kind), safeSessionStorage())
  if (!attempt || now - attempt.startedAt > ATTEMPT_TTL_MS) return null
  return attempt
}

export function saveAttempt(kind: AttemptKind, attempt: PaymentAttempt): void {
  writeJson(storageKey(kind), attempt, safeSessionStorage())
}

export function clearAttempt(kind: AttemptKind): void {
  removeItem(storageKey(kind), safeSessionStorage())
}

/** The stored attempt for the same intent, or a fresh one with new keys. */
export function attemptFor(kind: AttemptKind, fingerprint: string, now = Date.now()) {
  const stored = loadAttempt(kind, now)
  if (stored && stored.fingerprint === fingerprint) return stored
  const fresh: PaymentAttempt = {
    fingerprint,
    keys: { create: randomId(), setup: randomId(), execute: randomId(), details: randomId() },
    paymentId: null,
    executed: false,
    startedAt: now,
  }
  saveAttempt(kind, fresh)
  return fresh
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

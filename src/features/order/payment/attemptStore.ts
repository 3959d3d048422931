import { readJson, safeLocalStorage, writeJson } from '../../../shared/lib/storage'

/**
 * Where payment attempts of checkout, top-up and credit keep their idempotency keys
 * (docs/api.md 1.8) and how far they got: localStorage, one entry per thing being paid, shared by
 * every tab of the visitor. A reload, Back, a double click, a retry after a time-out or a second
 * tab on the same checkout therefore reuse the same keys and see the same state, and the server
 * replays its first answer instead of charging again. A change made in one tab reaches the
 * others through the `storage` event (subscribe). Each kind of attempt declares its shape
 * (checkout/attempt.ts, wallet/attempt.ts); keeping, expiring and reusing them is written here.
 * Ids, keys and states only: never card data.
 */

/** The mock abandons an unfinished challenge or redirect after 30 minutes; so do we. */
export const ATTEMPT_TTL_MS = 30 * 60 * 1000
/**
 * A payment that was sent (its outcome may still be unknown) or that succeeded is kept for a
 * day: long enough that every tab, Back and a reload find it, and a new purchase of the same
 * thing the same day is an explicit choice.
 */
export const SETTLED_KEPT_MS = 24 * 60 * 60 * 1000

export interface StoredAttempt {
  startedAt: number
  /** Set when a pay request went out: from then on money may have moved. */
  sentAt?: number | null
}

export interface AttemptStore<A extends StoredAttempt> {
  /** The unexpired attempt with this id, if any. */
  load(id: string, now?: number): A | null
  /** Every unexpired attempt, newest first. */
  all(now?: number): A[]
  save(attempt: A): A
  remove(id: string): void
  /** The stored attempt with this id, else a fresh one (new keys), saved. */
  reuseOrStart(id: string, start: () => A, now?: number): A
  /** Called after any change to these attempts, in this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

function expired(attempt: StoredAttempt, now: number): boolean {
  const since = attempt.sentAt ?? attempt.startedAt
  return now - since > (attempt.sentAt ? SETTLED_KEPT_MS : ATTEMPT_TTL_MS)
}

/** `isAttempt` rejects what an older build stored under the same key in another shape. */
export function attemptStore<A extends StoredAttempt>(
  key: string,
  idOf: (attempt: A) => string,
  isAttempt: (stored: A) => boolean = () => true,
): AttemptStore<A> {
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  const read = (now: number): A[] => {
    const stored = readJson<unknown>(key, safeLocalStorage())
    if (!Array.isArray(stored)) return []
    return (stored as A[]).filter(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.startedAt === 'number' &&
        isAttempt(item) &&
        !expired(item, now),
    )
  }

  const write = (attempts: A[]) => {
    writeJson(key, attempts, safeLocalStorage())
    notify()
  }

  const store: AttemptStore<A> = {
    load(id, now = Date.now()) {
      return read(now).find((attempt) => idOf(attempt) === id) ?? null
    },
    all(now = Date.now()) {
      return read(now)
    },
    save(attempt) {
      const id = idOf(attempt)
      write([attempt, ...read(Date.now()).filter((item) => idOf(item) !== id)])
      return attempt
    },
    remove(id) {
      write(read(Date.now()).filter((item) => idOf(item) !== id))
    },
    reuseOrStart(id, start, now = Date.now()) {
      return store.load(id, now) ?? store.save(start())
    },
    subscribe(listener) {
      listeners.add(listener)
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener()
      }
      window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        window.removeEventListener('storage', onStorage)
      }
    },
  }
  return store
}

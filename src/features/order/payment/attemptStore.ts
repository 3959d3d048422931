import { readJson, removeItem, safeSessionStorage, writeJson } from '../../../shared/lib/storage'

/**
 * Where a payment attempt of checkout, top-up or credit keeps its idempotency keys
 * (docs/api.md 1.8) and how far it got: sessionStorage, so a reload, a double click or a retry
 * after a time-out in the same tab reuses the keys and the server replays its first answer
 * instead of charging again. Each kind of attempt declares its own shape and keys
 * (checkout/attempt.ts, wallet/attempt.ts); keeping, expiring and reusing them is written here.
 */

/** The mock abandons an unfinished challenge or redirect after 30 minutes; so do we. */
export const ATTEMPT_TTL_MS = 30 * 60 * 1000

export interface StoredAttempt {
  startedAt: number
}

export interface AttemptStore<A extends StoredAttempt> {
  /** The unexpired attempt in this tab, if any. */
  load(now?: number): A | null
  save(attempt: A): A
  clear(): void
  /** The stored attempt when it is for the same intent, else a fresh one (new keys), saved. */
  reuseOrStart(sameIntent: (stored: A) => boolean, start: () => A, now?: number): A
}

/** `isAttempt` rejects what an older build stored under the same key in another shape. */
export function attemptStore<A extends StoredAttempt>(
  key: string,
  isAttempt: (stored: A) => boolean = () => true,
): AttemptStore<A> {
  const store: AttemptStore<A> = {
    load(now = Date.now()) {
      const stored = readJson<A>(key, safeSessionStorage())
      if (!stored || !isAttempt(stored)) return null
      return now - stored.startedAt > ATTEMPT_TTL_MS ? null : stored
    },
    save(attempt) {
      writeJson(key, attempt, safeSessionStorage())
      return attempt
    },
    clear() {
      removeItem(key, safeSessionStorage())
    },
    reuseOrStart(sameIntent, start, now = Date.now()) {
      const stored = store.load(now)
      return stored && sameIntent(stored) ? stored : store.save(start())
    },
  }
  return store
}

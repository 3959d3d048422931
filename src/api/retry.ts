/**
 * Automatic retries of reads (issue 7.3). A read that failed on the way (no answer, a 5xx, a
 * timeout) is asked again after an exponentially growing, jittered pause; an answer the server
 * meant (a 4xx, an error envelope) is final. Writes, and above all payments, are never retried
 * here: a retried "execute payment" whose first answer was lost could charge twice.
 * See docs/decisions/012-resilience-security-and-static-hosting.md.
 */
export interface RetryPolicy {
  /** Attempts after the first one. */
  retries: number
  /** The pause before the first retry; each further retry doubles it. */
  baseDelayMs: number
  /** No single pause is longer than this. */
  maxDelayMs: number
  /**
   * No new attempt starts once this much time has passed since the first one: a visitor who
   * already waited out a long timeout sees the error instead of waiting that long again.
   */
  budgetMs: number
}

export const READ_RETRY: RetryPolicy = {
  retries: 2,
  baseDelayMs: 400,
  maxDelayMs: 3_000,
  budgetMs: 15_000,
}

/**
 * The pause before retry number `attempt` (1-based): base * 2^(attempt-1), capped, then
 * "equal jitter" (between half and all of it) so many clients hit by one outage do not come
 * back in lockstep.
 */
export function backoffDelay(
  attempt: number,
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>,
  random: () => number = Math.random,
): number {
  const exponential = policy.baseDelayMs * 2 ** Math.max(0, attempt - 1)
  const capped = Math.min(policy.maxDelayMs, exponential)
  const drawn = random()
  // A broken random source must not turn the pause into NaN (setTimeout would fire at once).
  const jitter = Number.isFinite(drawn) ? Math.min(1, Math.max(0, drawn)) : 1
  return Math.round(capped / 2 + (capped / 2) * jitter)
}

/**
 * POSTs whose path says they only read (SPEC 7.2: /query/, /search/, the dialog list, the
 * install resource, the redeem check). Anything not listed is treated as a write.
 */
const READ_PATHS = [
  /\/query(\/|$)/,
  /\/search\//,
  /\/dialog\/show\/list$/,
  /\/load\/resource$/,
  /\/isRedeemedByRedeemType$/,
]

export function isReadPath(path: string): boolean {
  const pathname = path.split('?')[0] ?? ''
  return READ_PATHS.some((pattern) => pattern.test(pathname))
}

export interface RetryRuntime {
  sleep(ms: number): Promise<void>
  now(): number
  random(): number
  /** Asking again while the browser knows it is offline only delays the error. */
  isOffline(): boolean
}

export const browserRuntime: RetryRuntime = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
  random: () => Math.random(),
  isOffline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
}

/** Runs `attempt` until it succeeds, fails for good, or the policy is spent. */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy | null,
  isRetryable: (error: unknown) => boolean,
  runtime: RetryRuntime = browserRuntime,
  signal?: AbortSignal,
): Promise<T> {
  const startedAt = runtime.now()
  for (let retry = 1; ; retry += 1) {
    try {
      return await attempt()
    } catch (error) {
      const spent =
        !policy ||
        retry > policy.retries ||
        runtime.now() - startedAt >= policy.budgetMs ||
        signal?.aborted === true ||
        runtime.isOffline()
      if (spent || !isRetryable(error)) throw error
      await runtime.sleep(backoffDelay(retry, policy, runtime.random))
      if (signal?.aborted) throw error
    }
  }
}

import type { PaymentOutcome } from '../../../api/contract/order'

/** Result pages ask every 2 s, at most 30 times (a minute), then offer to check again. */
export const POLL_INTERVAL_MS = 2000
export const POLL_LIMIT = 30

export interface PollOptions<T> {
  query: () => Promise<T>
  outcome: (answer: T) => PaymentOutcome
  /** Called after every answer, so the page can show progress. */
  onAnswer: (answer: T, attempt: number) => void
  signal: AbortSignal
  intervalMs?: number
  limit?: number
}

export type PollResult<T> = { final: true; answer: T } | { final: false; answer: T | null }

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/**
 * Asks until the payment is no longer PENDING, the limit is reached or the page goes away.
 * A failed request is thrown to the caller: the page shows it with a retry.
 */
export async function pollUntilFinal<T>({
  query,
  outcome,
  onAnswer,
  signal,
  intervalMs = POLL_INTERVAL_MS,
  limit = POLL_LIMIT,
}: PollOptions<T>): Promise<PollResult<T>> {
  let last: T | null = null
  for (let attempt = 1; attempt <= limit && !signal.aborted; attempt += 1) {
    last = await query()
    if (signal.aborted) break
    onAnswer(last, attempt)
    if (outcome(last) !== 'PENDING') return { final: true, answer: last }
    if (attempt < limit) await wait(intervalMs, signal)
  }
  return { final: false, answer: last }
}

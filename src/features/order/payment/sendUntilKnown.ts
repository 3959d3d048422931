import { isApiError } from '../../../api/errors'

/**
 * A pay request whose answer never arrived (no answer, a time-out, a gateway error, a broken
 * body) may still have charged: only the server's own refusal or decline means it did not.
 */
export function outcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.isNetworkError
}

/** The waits before each resend of a request whose answer was lost: about 7 s in all. */
export const RESEND_DELAYS_MS = [1000, 2000, 4000]

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Sends a money-moving request and, when its answer is lost, sends the very same request again
 * (same idempotency key, same body: the server replays its first answer, or does the work now if
 * the first never reached it). Between tries it asks `known`, e.g. the payment's status, which
 * may say what happened while the request itself keeps failing. A refusal is thrown as it came.
 * Null: still unknown after every try; the caller then says "we are checking", never "failed".
 */
export async function sendUntilKnown<T>(
  send: () => Promise<T>,
  known: () => Promise<T | null>,
  delays: readonly number[] = RESEND_DELAYS_MS,
): Promise<T | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send()
    } catch (error) {
      if (!outcomeUnknown(error)) throw error
    }
    const answer = await known().catch(() => null)
    if (answer !== null) return answer
    if (attempt >= delays.length) return null
    await pause(delays[attempt]!)
  }
}

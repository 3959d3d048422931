/**
 * The gateway's rule against replayed requests (issue 35.2, docs/api.md 1.3): a body is accepted
 * only while its `meta.currentTime` is within REQUEST_WINDOW_MS of the server's clock, and only
 * once per client and requestId. A request older than the window is refused by its time, so the
 * ids need keeping only that long.
 */
export const REQUEST_WINDOW_MS = 5 * 60_000

export type RequestRefusal = 'requestExpired' | 'requestReplayed'

/** The requests one mock server has accepted inside the window. Kept in memory, never stored. */
export class SeenRequests {
  private readonly seen = new Map<string, number>()

  /** Records the request and returns null, or says why it is refused. */
  admit(
    clientId: string,
    requestId: string,
    currentTime: number,
    now: number,
  ): RequestRefusal | null {
    if (Math.abs(now - currentTime) > REQUEST_WINDOW_MS) return 'requestExpired'
    const key = `${clientId}\n${requestId}`
    if (this.seen.has(key)) return 'requestReplayed'
    this.forgetBefore(now - REQUEST_WINDOW_MS)
    this.seen.set(key, currentTime)
    return null
  }

  clear(): void {
    this.seen.clear()
  }

  /** Ids of requests whose time is out of the window: such a request is refused by its time. */
  private forgetBefore(oldest: number): void {
    for (const [key, time] of this.seen) if (time < oldest) this.seen.delete(key)
  }
}

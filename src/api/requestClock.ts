/**
 * The time a request is stamped with (`meta.currentTime`, docs/api.md 1.2). The server takes a
 * body only within 5 minutes of its own clock and only once per requestId (1.3), and the
 * requestId is a hash of this time and the email (SPEC 7.1). So the device's clock is corrected
 * by what the server last said it was, and the stamps of one page strictly increase: two
 * requests sent in the same millisecond would otherwise share a requestId.
 */
let offsetMs = 0
let last = 0

/** A clock set back by more than this is followed; a smaller step back keeps counting up. */
const STEP_BACK_KEPT_MS = 1000

export function requestTime(deviceNow: number): number {
  const now = deviceNow + offsetMs
  last = now <= last && last - now < STEP_BACK_KEPT_MS ? last + 1 : now
  return last
}

/** A new wiring of the client (http.ts configureHttp) starts on the device's clock. */
export function resetRequestClock(): void {
  offsetMs = 0
  last = 0
}

/** The server refused a stamp as out of its window and said its time: follow it from now on. */
export function followServerClock(serverTime: number, deviceNow: number): void {
  offsetMs = serverTime - deviceNow
}

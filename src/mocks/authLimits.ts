import { ACCOUNT_RULES as RULES } from './db/accountRules'
import { normalizeEmail, recentTimes } from './db/accounts'
import type { MockDatabase } from './db/database'

/**
 * How the account endpoints slow down a guesser (issue 35.1, docs/api.md 3): a rate per client,
 * a rate of codes per address, and a captcha once a client or an address has had a few wrong
 * passwords or codes. The client id is the caller's to choose, so every limit that matters
 * also holds per address. Times are epoch ms; each list keeps only its window.
 */

/**
 * Counts one more event of `key` in `log` when fewer than `limit` are inside the window:
 * returns null, or the seconds until the oldest leaves the window when it is full.
 */
function countWithin(
  log: Record<string, number[]>,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
): number | null {
  const times = recentTimes(log[key] ?? [], windowMs, now)
  log[key] = times.length >= limit ? times : [...times, now]
  if (times.length < limit) return null
  return Math.max(1, Math.ceil((times[0]! + windowMs - now) / 1000))
}

/** Counts a request of a client to an account endpoint: null, or the seconds to wait. */
export function authRequestWait(db: MockDatabase, clientId: string, now: number): number | null {
  const { authRequestsPerClient, authRequestWindowMs } = RULES
  return countWithin(
    db.data.authRequests,
    clientId,
    authRequestsPerClient,
    authRequestWindowMs,
    now,
  )
}

/** Counts a code sent to an address: null, or the seconds to wait when it has had its share. */
export function codeSendWait(db: MockDatabase, email: string, now: number): number | null {
  return countWithin(db.data.codeSends, email, RULES.codesPerAddress, RULES.codeSendWindowMs, now)
}

const failureKeys = (clientId: unknown, email: unknown) => [
  `client:${typeof clientId === 'string' ? clientId : ''}`,
  `email:${normalizeEmail(email)}`,
]

/** A wrong password or code, counted for the client and for the address. */
export function recordAuthFailure(
  db: MockDatabase,
  body: { clientId?: unknown; email?: unknown },
  now: number,
): void {
  for (const key of failureKeys(body.clientId, body.email)) {
    const times = recentTimes(db.data.authFailures[key] ?? [], RULES.failureWindowMs, now)
    db.data.authFailures[key] = [...times, now]
  }
}

/** A right password: the address starts afresh (its client's record ages out by itself). */
export function clearAddressFailures(db: MockDatabase, email: unknown): void {
  delete db.data.authFailures[`email:${normalizeEmail(email)}`]
}

/** Whether the client or the address has had enough wrong tries to need a captcha. */
export function suspicious(
  db: MockDatabase,
  body: { clientId?: unknown; email?: unknown },
  now: number,
): boolean {
  return failureKeys(body.clientId, body.email).some(
    (key) =>
      recentTimes(db.data.authFailures[key] ?? [], RULES.failureWindowMs, now).length >=
      RULES.failuresBeforeCaptcha,
  )
}

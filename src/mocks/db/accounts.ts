import sha256 from 'crypto-js/sha256'
import type { TokenSubjectDto, UserLoginType, VerifyCodeType } from '../../api/contract/account'
import type { MockCodeMail } from '../../api/contract/mockControl'
import { isExpired, issueToken, readVerifiedPayload } from '../tokens'
import type { AccountRecord, InboxMessage } from './accountRecords'
import { ACCOUNT_RULES } from './accountRules'
import type { MockDatabase } from './database'

/**
 * The account side's domain: finding and creating accounts, passwords, sessions and the codes
 * mailed to an address. Handlers decide what a request may do; these functions only do it.
 */

export function normalizeEmail(email: unknown): string {
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

export function codeKey(email: string, codeType: VerifyCodeType): string {
  return `${codeType}:${email}`
}

/** Only a salted hash is stored, as a real server would; the salt defeats precomputed tables. */
export function hashPassword(salt: string, password: string): string {
  return sha256(`${salt}${password}`).toString()
}

export function passwordMatches(account: AccountRecord, password: string): boolean {
  return account.kind === 'ACCOUNT' && hashPassword(account.salt, password) === account.passwordHash
}

export function setPassword(account: AccountRecord, password: string): void {
  account.salt = randomHex(16)
  account.passwordHash = hashPassword(account.salt, password)
}

export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

/** Uniform digits: a byte modulo 10 would favour 0-5, so bytes of 250 and up are redrawn. */
export function randomDigits(length: number): string {
  let digits = ''
  while (digits.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < 250 && digits.length < length) digits += String(byte % 10)
    }
  }
  return digits
}

export function findAccount(db: MockDatabase, email: string): AccountRecord | undefined {
  return db.data.accounts[normalizeEmail(email)]
}

export function createAccount(
  db: MockDatabase,
  fields: Pick<AccountRecord, 'email' | 'kind' | 'country' | 'merchant' | 'sourceType'>,
  password?: string,
): AccountRecord {
  const account: AccountRecord = {
    ...fields,
    email: normalizeEmail(fields.email),
    id: randomHex(8),
    salt: '',
    passwordHash: '',
    createdAt: new Date().toISOString(),
  }
  if (password !== undefined) setPassword(account, password)
  db.data.accounts[account.email] = account
  return account
}

/** Opens a session: the token is a signed JWT whose subject carries the analytics id. */
export function startSession(db: MockDatabase, account: AccountRecord): string {
  const loginType: UserLoginType = account.kind === 'ACCOUNT' ? 'accountLogin' : 'guestLogin'
  const subject: TokenSubjectDto = { id: account.id, email: account.email, loginType }
  const now = Date.now()
  const token = issueToken(subject, now)
  db.data.sessions[token] = { email: account.email, loginType, lastSeenAt: now }
  return token
}

/**
 * The session a token opens, if any. A JWT of ours is also checked for its signature and `exp`;
 * an opaque token is honoured only because tests and QA seed sessions by hand.
 */
export function activeSession(db: MockDatabase, token: string, now = Date.now()) {
  const session = token ? db.data.sessions[token] : undefined
  if (!session) return null
  if (token.split('.').length !== 3) return session
  const payload = readVerifiedPayload(token)
  const idle = now - (session.lastSeenAt ?? now) > ACCOUNT_RULES.sessionIdleMs
  if (payload && !isExpired(payload, now) && !idle) {
    if (now - (session.lastSeenAt ?? 0) > ACCOUNT_RULES.sessionSeenEveryMs) {
      session.lastSeenAt = now
      db.save()
    }
    return session
  }
  delete db.data.sessions[token]
  db.save()
  return null
}

/** Ends every session of an address, but the one named in `except` (the one asking). */
export function endSessionsOf(db: MockDatabase, email: string, except = ''): void {
  for (const [token, session] of Object.entries(db.data.sessions)) {
    if (session.email === email && token !== except) delete db.data.sessions[token]
  }
}

/** Keeps the times still inside the window, oldest first. */
export function recentTimes(times: readonly number[], windowMs: number, now: number): number[] {
  return times.filter((time) => now - time < windowMs)
}

/** The newest code mailed to an address (for tests and the QA inbox), or null. */
export function latestCode(
  db: MockDatabase,
  email: string,
  codeType: VerifyCodeType,
): string | null {
  const address = normalizeEmail(email)
  return (
    db.data.inbox.find(
      (message): message is MockCodeMail =>
        (message.kind === undefined || message.kind === 'CODE') &&
        message.email === address &&
        message.codeType === codeType,
    )?.code ?? null
  )
}

/** What the mock "mails" goes to the QA lab's inbox, newest first, the last few kept. */
export function deliverMail(db: MockDatabase, message: InboxMessage): void {
  db.data.inbox = [message, ...db.data.inbox].slice(0, ACCOUNT_RULES.inboxLimit)
}

import sha256 from 'crypto-js/sha256'
import type {
  MerchantRefDto,
  TokenSubjectDto,
  UserLoginType,
  VerifyCodeType,
} from '../../api/contract/account'
import { isExpired, issueToken, readVerifiedPayload } from '../tokens'
import type { MockDatabase } from './database'

/** Every rule of the account side in one place, so docs/api.md and the tests can quote it. */
export const ACCOUNT_RULES = {
  codeLength: 6,
  codeTtlMs: 10 * 60_000,
  codeResendMs: 60_000,
  codeMaxWrongAttempts: 5,
  /** How long a checked code may still be spent on register or reset. */
  verifiedCodeTtlMs: 15 * 60_000,
  checkTokenTtlMs: 5 * 60_000,
  loginMaxFailures: 5,
  loginFailureWindowMs: 15 * 60_000,
  loginLockMs: 15 * 60_000,
  /** Guest logins a clientId gets without a recaptcha inside the window below. */
  guestFreeLogins: 3,
  guestWindowMs: 10 * 60_000,
  inboxLimit: 50,
} as const

/** The exact msg texts the client shows (SPEC 8: the server msg is what the user reads). */
export const ACCOUNT_MESSAGES = {
  badEmail: 'Please enter a valid email address',
  weakPassword: 'The password needs 8 to 64 characters with at least one letter and one digit',
  emailTaken: 'This email is already registered',
  badCodeType: 'Unknown code type',
  resendTooSoon: 'Please wait before requesting another code',
  codeIncorrect: 'The code is incorrect',
  codeExpired: 'The code has expired',
  codeTooManyAttempts: 'Too many attempts, request a new code',
  codeNotVerified: 'Please verify the code first',
  badLogin: 'Incorrect email or password',
  loginLocked: 'Too many failed sign-in attempts. Please try again in 15 minutes',
  badLoginType: 'Unknown login type',
  guestTicketInvalid: 'Your guest sign-in could not be completed, please try again',
  guestTicketExpired: 'Your guest sign-in has expired, please try again',
  badAuthString: 'Invalid device information',
  captchaRequired: 'Please complete the captcha',
  wrongOldPassword: 'The current password is incorrect',
  samePassword: 'The new password must differ from the current one',
  otherAccount: 'This email does not belong to the signed-in account',
} as const

export interface AccountRecord {
  id: string
  /** Lower-cased: addresses are compared case-insensitively. */
  email: string
  kind: 'ACCOUNT' | 'GUEST'
  /** Empty for guests, who have no password. */
  salt: string
  passwordHash: string
  /** Visitor country when the account was created (UserInfoDto.country). */
  country: string
  merchant: MerchantRefDto | null
  sourceType: string | null
  createdAt: string
}

/** One live code per email and type; a new send replaces it. Times are epoch ms. */
export interface VerifyCodeRecord {
  email: string
  codeType: VerifyCodeType
  code: string
  sentAt: number
  expiresAt: number
  wrongAttempts: number
  verifiedAt: number | null
  /** The attribution sent with a REGISTER code, used when register itself carries none. */
  merchant: MerchantRefDto | null
}

/** What the mock "mailed"; QA reads it in the lab, tests through latestCode(). */
export interface InboxMessage {
  email: string
  codeType: VerifyCodeType
  code: string
  sentAt: string
}

export interface AccountData {
  accounts: Record<string, AccountRecord>
  /** Key: codeKey(email, codeType). */
  verifyCodes: Record<string, VerifyCodeRecord>
  /**
   * Last code request per email and type, kept apart from verifyCodes because a FINDPASSWORD
   * request for an unknown email must be throttled exactly like a known one.
   */
  codeRequests: Record<string, number>
  /** Newest first, at most ACCOUNT_RULES.inboxLimit. */
  inbox: InboxMessage[]
  /** checkToken -> the guest it may log in, until expiresAt (epoch ms). */
  checkTokens: Record<string, { email: string; expiresAt: number }>
  /** Per email, failed password logins inside the window and a lock end (epoch ms). */
  loginFailures: Record<string, { times: number[]; lockedUntil: number | null }>
  /** Per clientId, the times of its recent guest logins (epoch ms). */
  guestLogins: Record<string, number[]>
  /** Per email, the answer of /v1/promotion/registerUser, replayed on a repeat call. */
  promotionEnrolments: Record<
    string,
    { merchantId: number | null; promoCode: string | null; at: string }
  >
}

export function freshAccountData(): AccountData {
  return {
    accounts: {},
    verifyCodes: {},
    codeRequests: {},
    inbox: [],
    checkTokens: {},
    loginFailures: {},
    guestLogins: {},
    promotionEnrolments: {},
  }
}

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
  const token = issueToken(subject, Date.now())
  db.data.sessions[token] = { email: account.email, loginType }
  return token
}

/**
 * The session a token opens, if any. A JWT of ours is also checked for its signature and `exp`;
 * an opaque token is honoured only because tests and QA seed sessions by hand.
 */
export function activeSession(db: MockDatabase, token: string) {
  const session = token ? db.data.sessions[token] : undefined
  if (!session) return null
  if (token.split('.').length !== 3) return session
  const payload = readVerifiedPayload(token)
  if (payload && !isExpired(payload, Date.now())) return session
  delete db.data.sessions[token]
  db.save()
  return null
}

export function endSessionsOf(db: MockDatabase, email: string): void {
  for (const [token, session] of Object.entries(db.data.sessions)) {
    if (session.email === email) delete db.data.sessions[token]
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
    db.data.inbox.find((message) => message.email === address && message.codeType === codeType)
      ?.code ?? null
  )
}

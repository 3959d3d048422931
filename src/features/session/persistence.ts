import Cookies from 'js-cookie'
import {
  AFFILIATE_COOKIE_DAYS,
  COOKIE_NOTICE_DAYS,
  CURRENCY_COOKIE_DAYS,
  LOCALE_COOKIE_DAYS,
  LOGIN_COOKIE_DAYS,
  LOGIN_RECORD_EXPIRY_MS,
} from '../../config/constants'
import { readJson, removeItem, writeJson } from '../../shared/lib/storage'
import { randomId } from '../../shared/lib/randomId'

/** Where the session lives between visits (SPEC 4.2, 9): cookies plus a local record. */
export const COOKIE = {
  login: 'rw_login',
  currency: 'rw_currency',
  cookieNotice: 'rw_cookie_notice',
  locale: 'i18n_redirected',
  shortCode: 'rw_short_code',
  subId: 'rw_sub_id',
} as const

const LOGIN_RECORD_KEY = 'rw_login'
const CLIENT_ID_KEY = 'rw_client_id'
/** A record holding this marker was invalidated on purpose (e.g. by the server). */
export const EXPIRED_MARKER = 'expired'

export type LoginType = 'accountLogin' | 'guestLogin'

/** A login as the app passes it around; the stored shape adds the flag (StoredLogin). */
export interface PersistedLogin {
  email: string
  token: string
  loginType: LoginType
}

/**
 * The stored shape (SPEC 4.2) still carries the signed-in flag beside the login, so records
 * and cookies keep the shape earlier visits wrote. It is written from the token and never
 * read back: the token alone decides, as it does in the store.
 */
interface StoredLogin extends PersistedLogin {
  logined: boolean
}

interface LoginRecord {
  value: StoredLogin | typeof EXPIRED_MARKER
  expiresAt: number
}

function cookieOptions(days: number): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:'
  return { expires: days, path: '/', sameSite: 'Lax', secure }
}

/** 'guest' is an older spelling of guestLogin that still appears in stored records. */
function normaliseLoginType(value: unknown): LoginType | null {
  if (value === 'accountLogin') return 'accountLogin'
  if (value === 'guestLogin' || value === 'guest') return 'guestLogin'
  return null
}

function validLogin(value: unknown): PersistedLogin | null {
  if (!value || typeof value !== 'object') return null
  const record = value as Record<string, unknown>
  const loginType = normaliseLoginType(record.loginType)
  if (typeof record.token !== 'string' || !record.token || !loginType) return null
  return {
    email: typeof record.email === 'string' ? record.email : '',
    token: record.token,
    loginType,
  }
}

function storedLogin(login: PersistedLogin): StoredLogin {
  return {
    logined: login.token !== '',
    email: login.email,
    token: login.token,
    loginType: login.loginType,
  }
}

function writeLoginCookie(login: PersistedLogin): void {
  Cookies.set(COOKIE.login, JSON.stringify(storedLogin(login)), cookieOptions(LOGIN_COOKIE_DAYS))
}

export function saveLogin(login: PersistedLogin, now = Date.now()): void {
  writeLoginCookie(login)
  writeJson(LOGIN_RECORD_KEY, {
    value: storedLogin(login),
    expiresAt: now + LOGIN_RECORD_EXPIRY_MS,
  })
}

/** The login a stored cookie value holds, or null when it holds none. */
export function parseLoginCookie(value: string): PersistedLogin | null {
  try {
    return validLogin(JSON.parse(value))
  } catch {
    return null
  }
}

/** The login the local record holds while it is live; an expired record is removed. */
function loadLoginRecord(now = Date.now()): PersistedLogin | null {
  const record = readJson<LoginRecord>(LOGIN_RECORD_KEY)
  if (!record) return null
  if (record.value === EXPIRED_MARKER || !(record.expiresAt > now)) {
    removeItem(LOGIN_RECORD_KEY)
    return null
  }
  return validLogin(record.value)
}

/** Restores from the cookie first, then from the local record (SPEC 4.2). */
export function loadLogin(now = Date.now()): PersistedLogin | null {
  const cookie = Cookies.get(COOKIE.login)
  if (cookie) {
    const fromCookie = parseLoginCookie(cookie)
    if (fromCookie) return fromCookie
    Cookies.remove(COOKIE.login, { path: '/' })
  }
  // A browser that dropped the cookie early (Safari caps script-written ones at 7 days) gets it
  // back: a pre-rendered page's loader knows a signed-in visitor by the cookie alone (decision 020).
  const fromRecord = loadLoginRecord(now)
  if (fromRecord) writeLoginCookie(fromRecord)
  return fromRecord
}

export function clearLogin(): void {
  Cookies.remove(COOKIE.login, { path: '/' })
  removeItem(LOGIN_RECORD_KEY)
}

export function markLoginExpired(): void {
  Cookies.remove(COOKIE.login, { path: '/' })
  writeJson(LOGIN_RECORD_KEY, { value: EXPIRED_MARKER, expiresAt: 0 })
}

export function loadCurrency(): string | undefined {
  return Cookies.get(COOKIE.currency)
}

export function saveCurrency(code: string): void {
  Cookies.set(COOKIE.currency, code, cookieOptions(CURRENCY_COOKIE_DAYS))
}

/** Accept and Reject both store 2 (SPEC 4.5). */
export function isCookieNoticeAnswered(stored: string | undefined): boolean {
  return Number(stored) === 2
}

/** 1 = show the notice, 2 = answered. */
export function loadCookieNotice(): number {
  return isCookieNoticeAnswered(Cookies.get(COOKIE.cookieNotice)) ? 2 : 1
}

export function saveCookieNotice(value: number): void {
  Cookies.set(COOKIE.cookieNotice, String(value), cookieOptions(COOKIE_NOTICE_DAYS))
}

export function saveLocaleChoice(locale: string): void {
  Cookies.set(COOKIE.locale, locale, cookieOptions(LOCALE_COOKIE_DAYS))
}

export function loadLocaleChoice(): string | undefined {
  return Cookies.get(COOKIE.locale)
}

export function saveAffiliate(shortCode: string, subId: string): void {
  if (shortCode) Cookies.set(COOKIE.shortCode, shortCode, cookieOptions(AFFILIATE_COOKIE_DAYS))
  if (subId) Cookies.set(COOKIE.subId, subId, cookieOptions(AFFILIATE_COOKIE_DAYS))
}

export function loadAffiliate(): { shortCode: string; subId: string } {
  return { shortCode: Cookies.get(COOKIE.shortCode) ?? '', subId: Cookies.get(COOKIE.subId) ?? '' }
}

/** A persistent random id sent as clientId with every request. */
export function loadOrCreateClientId(): string {
  const existing = readJson<string>(CLIENT_ID_KEY)
  if (existing) return existing
  const created = randomId()
  writeJson(CLIENT_ID_KEY, created)
  return created
}

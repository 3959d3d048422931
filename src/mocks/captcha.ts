import type { MockDatabase } from './db/database'
import { suspicious } from './authLimits'

/**
 * What the mock's test recaptcha widget hands out (docs/qa.md). A real backend asks Google's
 * siteverify; the mock reads the token's form instead, so QA can also send a stale one
 * (`mock-recaptcha-expired-…`), which is refused like any unknown token.
 */
export const MOCK_RECAPTCHA_OK_PREFIX = 'mock-recaptcha-ok-'

export function isValidRecaptchaToken(rspToken: unknown): boolean {
  return typeof rspToken === 'string' && rspToken.startsWith(MOCK_RECAPTCHA_OK_PREFIX)
}

/**
 * Password login, register and send code answer RT_NOBEL_ERROR_10029 until the request carries a
 * ticked captcha, as a real server does under suspicion of abuse: when the client or the address
 * has had a few wrong passwords or codes lately (authLimits.ts), or while the QA lab's "server
 * demands a captcha" switch is on (which holds guest login too).
 */
export function captchaDemanded(
  db: MockDatabase,
  body: { rspToken?: unknown; clientId?: unknown; email?: unknown },
): boolean {
  if (isValidRecaptchaToken(body.rspToken)) return false
  return db.data.settings.demandCaptcha || suspicious(db, body, Date.now())
}

/** Whether a request's JSON body carries a ticked captcha, read without consuming the request. */
export async function carriesTickedCaptcha(request: Request): Promise<boolean> {
  try {
    const body = (await request.clone().json()) as { rspToken?: unknown } | null
    return isValidRecaptchaToken(body?.rspToken)
  } catch {
    return false
  }
}

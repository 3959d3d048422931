import type { MockDatabase } from './db/database'

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
 * The QA lab's "server demands a captcha" switch holds every call that can answer
 * RT_NOBEL_ERROR_10029 (guest login, password login, register, send code) until the request
 * carries a ticked captcha, as a real server does under suspicion of abuse.
 */
export function captchaDemanded(db: MockDatabase, body: { rspToken?: unknown }): boolean {
  return db.data.settings.demandCaptcha && !isValidRecaptchaToken(body.rspToken)
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

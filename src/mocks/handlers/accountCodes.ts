import { API } from '../../api/contract/routes'
import { readMerchantFields, type VerifyCodeType } from '../../api/contract/account'
import { isValidEmail } from '../../shared/lib/validation'
import { isStrongEnough } from '../../shared/lib/passwordRules'
import { ACCOUNT_RULES as RULES } from '../db/accountRules'
import type { VerifyCodeRecord } from '../db/accountRecords'
import { codeKey, deliverMail, findAccount, normalizeEmail, randomDigits } from '../db/accounts'
import type { MockDatabase } from '../db/database'
import type { FailureId } from '../failures'
import { fail, failRetryLater, ok, type MockOptions } from '../respond'
import { captchaDemanded } from '../captcha'
import { authRequestWait, codeSendWait, recordAuthFailure } from '../authLimits'
import { signedRoute } from './signedRoute'

const CODE_TYPES: readonly VerifyCodeType[] = ['REGISTER', 'FINDPASSWORD']

/** The email verification codes behind register and password recovery (SPEC 4.3, 7.3). */
export function accountCodeHandlers(db: MockDatabase, options: MockOptions) {
  const route = signedRoute(db, options)
  return [
    route(API.sendVerifyCode, (body, _session, { lang }) => {
      const busy = authRequestWait(db, body.clientId, Date.now())
      if (busy !== null) return saved(db, failRetryLater('tooManyRequests', lang, busy))
      if (captchaDemanded(db, body)) return saved(db, fail('captchaRequired', lang))
      const email = normalizeEmail(body.email)
      if (!isValidEmail(email)) return fail('badEmail', lang)
      if (!CODE_TYPES.includes(body.codeType)) {
        return fail('badCodeType', lang)
      }
      const account = findAccount(db, email)
      if (body.codeType === 'REGISTER') {
        const password = typeof body.password === 'string' ? body.password : ''
        if (!isStrongEnough(password)) return fail('weakPassword', lang)
      }
      const key = codeKey(email, body.codeType)
      const now = Date.now()
      const lastRequest = db.data.codeRequests[key]
      if (lastRequest !== undefined && now - lastRequest < RULES.codeResendMs) {
        const wait = Math.ceil((RULES.codeResendMs - (now - lastRequest)) / 1000)
        return saved(db, failRetryLater('resendTooSoon', lang, wait))
      }
      // Every address alike, taken, free or unknown: its share of codes per hour.
      const full = codeSendWait(db, email, now)
      if (full !== null) return saved(db, failRetryLater('tooManyRequests', lang, full))
      db.data.codeRequests[key] = now
      // Neither answer tells whether an account exists: the same throttle and the same success
      // for every address (issue 35.1). FINDPASSWORD for an unknown address mails nothing; a
      // sign-up for a taken one mails "you already have an account" instead of a code.
      if (body.codeType === 'FINDPASSWORD' && account?.kind !== 'ACCOUNT') {
        db.save()
        return ok(null)
      }
      if (body.codeType === 'REGISTER' && account) {
        delete db.data.verifyCodes[key]
        deliverMail(db, { kind: 'ACCOUNT_EXISTS', email, sentAt: new Date(now).toISOString() })
        db.save()
        return ok(null)
      }
      const code = randomDigits(RULES.codeLength)
      db.data.verifyCodes[key] = {
        email,
        codeType: body.codeType,
        code,
        sentAt: now,
        expiresAt: now + RULES.codeTtlMs,
        wrongAttempts: 0,
        verifiedAt: null,
        merchant:
          body.codeType === 'REGISTER' ? readMerchantFields(options.productSlug, body) : null,
      }
      deliverMail(db, { email, codeType: body.codeType, code, sentAt: new Date(now).toISOString() })
      db.save()
      return ok(null)
    }),

    route(API.checkVerifyCode, (body, _session, { lang }) => {
      const now = Date.now()
      const busy = authRequestWait(db, body.clientId, now)
      if (busy !== null) return saved(db, failRetryLater('tooManyRequests', lang, busy))
      const email = normalizeEmail(body.email)
      if (!CODE_TYPES.includes(body.codeType)) {
        return fail('badCodeType', lang)
      }
      const record = db.data.verifyCodes[codeKey(email, body.codeType)]
      const refusal = checkCode(record, body.verifyCode, now)
      if (refusal === 'codeIncorrect' || refusal === 'codeTooManyAttempts') {
        recordAuthFailure(db, body, now)
      }
      db.save()
      if (refusal) return fail(refusal, lang)
      return ok(null)
    }),
  ]
}

/**
 * Checks a code and records the outcome on the record: a miss counts towards the limit, a hit
 * marks the code verified (register and reset then accept it for ACCOUNT_RULES.verifiedCodeTtlMs).
 * Returns the refusal, or null when the code is right.
 */
function checkCode(
  record: VerifyCodeRecord | undefined,
  verifyCode: unknown,
  now: number,
): FailureId | null {
  // No record (never sent, already spent, or an unknown FINDPASSWORD address): just "incorrect".
  if (!record) return 'codeIncorrect'
  if (record.wrongAttempts >= RULES.codeMaxWrongAttempts) return 'codeTooManyAttempts'
  if (now >= record.expiresAt) return 'codeExpired'
  if (verifyCode !== record.code) {
    record.wrongAttempts += 1
    return record.wrongAttempts >= RULES.codeMaxWrongAttempts
      ? 'codeTooManyAttempts'
      : 'codeIncorrect'
  }
  record.verifiedAt ??= now
  return null
}

/**
 * What register and reset ask of the code they carry: the right one, checked before, and not
 * long ago. A wrong code counts towards the same limit as a wrong check (5 per code, wherever
 * they were made), and a right code that was never checked gets the same answer as a wrong
 * one: register and reset are no way to guess a code (issue 35.1). Returns the refusal, or null
 * when it may be spent; the caller saves the database either way.
 */
export function spendableCodeRefusal(
  record: VerifyCodeRecord | undefined,
  verifyCode: unknown,
  now: number,
): FailureId | null {
  if (!record) return 'codeIncorrect'
  if (record.wrongAttempts >= RULES.codeMaxWrongAttempts) return 'codeTooManyAttempts'
  const expired =
    record.verifiedAt === null
      ? now >= record.expiresAt
      : now - record.verifiedAt >= RULES.verifiedCodeTtlMs
  if (expired) return 'codeExpired'
  if (verifyCode !== record.code) {
    record.wrongAttempts += 1
    return record.wrongAttempts >= RULES.codeMaxWrongAttempts
      ? 'codeTooManyAttempts'
      : 'codeIncorrect'
  }
  return record.verifiedAt === null ? 'codeIncorrect' : null
}

/** Saves what a refusal counted (a request, a code sent) and passes the answer on. */
export function saved<T>(db: MockDatabase, answer: T): T {
  db.save()
  return answer
}

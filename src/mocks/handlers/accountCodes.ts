import {
  readMerchantFields,
  type CheckVerifyCodeRequest,
  type SendVerifyCodeRequest,
  type VerifyCodeType,
} from '../../api/contract/account'
import { ERROR_CODES } from '../../api/contract/envelope'
import { isValidEmail } from '../../shared/lib/validation'
import { isStrongEnough } from '../../shared/lib/passwordRules'
import {
  ACCOUNT_MESSAGES as MSG,
  ACCOUNT_RULES as RULES,
  codeKey,
  findAccount,
  normalizeEmail,
  randomDigits,
  type VerifyCodeRecord,
} from '../db/accounts'
import type { MockDatabase } from '../db/database'
import { fail, ok, type MockOptions } from '../respond'
import { captchaDemanded } from '../captcha'
import { signedRoute } from './signedRoute'

const CODE_TYPES: readonly VerifyCodeType[] = ['REGISTER', 'FINDPASSWORD']

/** The email verification codes behind register and password recovery (SPEC 4.3, 7.3). */
export function accountCodeHandlers(db: MockDatabase, options: MockOptions) {
  const route = signedRoute(db, options)
  return [
    route<SendVerifyCodeRequest>('/v1/send/verify-code', 'public', (body) => {
      if (captchaDemanded(db, body)) return fail(ERROR_CODES.recaptchaRequired, MSG.captchaRequired)
      const email = normalizeEmail(body.email)
      if (!isValidEmail(email)) return fail(ERROR_CODES.invalidInput, MSG.badEmail)
      if (!CODE_TYPES.includes(body.codeType)) {
        return fail(ERROR_CODES.invalidInput, MSG.badCodeType)
      }
      const account = findAccount(db, email)
      if (body.codeType === 'REGISTER') {
        // Refused before any mail goes out: the code could never be spent.
        if (account) return fail(ERROR_CODES.invalidInput, MSG.emailTaken)
        const password = typeof body.password === 'string' ? body.password : ''
        if (!isStrongEnough(password)) return fail(ERROR_CODES.invalidInput, MSG.weakPassword)
      }
      const key = codeKey(email, body.codeType)
      const now = Date.now()
      const lastRequest = db.data.codeRequests[key]
      if (lastRequest !== undefined && now - lastRequest < RULES.codeResendMs) {
        return fail(ERROR_CODES.invalidInput, MSG.resendTooSoon)
      }
      db.data.codeRequests[key] = now
      // FINDPASSWORD for an unknown address answers like a known one (same throttle, same
      // success) but mails nothing, so the call cannot tell whether an account exists.
      if (body.codeType === 'FINDPASSWORD' && account?.kind !== 'ACCOUNT') {
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
      db.data.inbox = [
        { email, codeType: body.codeType, code, sentAt: new Date(now).toISOString() },
        ...db.data.inbox,
      ].slice(0, RULES.inboxLimit)
      db.save()
      return ok(null)
    }),

    route<CheckVerifyCodeRequest>('/v1/check/verify-code', 'public', (body) => {
      const email = normalizeEmail(body.email)
      if (!CODE_TYPES.includes(body.codeType)) {
        return fail(ERROR_CODES.invalidInput, MSG.badCodeType)
      }
      const record = db.data.verifyCodes[codeKey(email, body.codeType)]
      const refusal = checkCode(record, body.verifyCode, Date.now())
      db.save()
      if (refusal) return fail(ERROR_CODES.invalidInput, refusal)
      return ok(null)
    }),
  ]
}

/**
 * Checks a code and records the outcome on the record: a miss counts towards the limit, a hit
 * marks the code verified (register and reset then accept it for ACCOUNT_RULES.verifiedCodeTtlMs).
 * Returns the refusal message, or null when the code is right.
 */
function checkCode(
  record: VerifyCodeRecord | undefined,
  verifyCode: unknown,
  now: number,
): string | null {
  // No record (never sent, already spent, or an unknown FINDPASSWORD address): just "incorrect".
  if (!record) return MSG.codeIncorrect
  if (record.wrongAttempts >= RULES.codeMaxWrongAttempts) return MSG.codeTooManyAttempts
  if (now >= record.expiresAt) return MSG.codeExpired
  if (verifyCode !== record.code) {
    record.wrongAttempts += 1
    return record.wrongAttempts >= RULES.codeMaxWrongAttempts
      ? MSG.codeTooManyAttempts
      : MSG.codeIncorrect
  }
  record.verifiedAt ??= now
  return null
}

/**
 * What register and reset ask of the code they carry: the right one, checked before, and not
 * long ago. Returns the refusal message, or null when it may be spent.
 */
export function spendableCodeRefusal(
  record: VerifyCodeRecord | undefined,
  verifyCode: unknown,
  now: number,
): string | null {
  if (!record || verifyCode !== record.code) return MSG.codeIncorrect
  if (record.wrongAttempts >= RULES.codeMaxWrongAttempts) return MSG.codeTooManyAttempts
  if (record.verifiedAt === null) {
    return now >= record.expiresAt ? MSG.codeExpired : MSG.codeNotVerified
  }
  if (now - record.verifiedAt >= RULES.verifiedCodeTtlMs) return MSG.codeExpired
  return null
}

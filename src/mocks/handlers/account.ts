import { API } from '../../api/contract/routes'
import type { EnvelopeFields } from '../../api/contract/envelope'
import {
  readMerchantFields,
  type GuestLoginRequest,
  type LoginResponse,
  type PasswordLoginRequest,
  type PromotionRegisterUserResponse,
  type UserInfoDto,
} from '../../api/contract/account'
import { isValidEmail } from '../../shared/lib/validation'
import { isStrongEnough } from '../../shared/lib/passwordRules'
import { formatMoney } from '../../shared/lib/money'
import { ACCOUNT_RULES as RULES } from '../db/accountRules'
import {
  codeKey,
  createAccount,
  endSessionsOf,
  findAccount,
  normalizeEmail,
  passwordMatches,
  recentTimes,
  setPassword,
  startSession,
} from '../db/accounts'
import type { MockDatabase } from '../db/database'
import { merchantById } from '../db/seedMerchants'
import type { FailureId } from '../failures'
import { fail, failRetryLater, ok, type MockOptions } from '../respond'
import { saved, spendableCodeRefusal } from './accountCodes'
import { captchaDemanded } from '../captcha'
import { authRequestWait, clearAddressFailures, recordAuthFailure } from '../authLimits'
import { signedRoute } from './signedRoute'

type LoginBody = Partial<PasswordLoginRequest> & Partial<GuestLoginRequest> & EnvelopeFields

/** Register, both kinds of login, passwords, user info and the sign-up promotion (SPEC 7.2). */
export function accountHandlers(db: MockDatabase, options: MockOptions) {
  const route = signedRoute(db, options)
  return [
    route(API.register, (body, _session, { lang }) => {
      const now = Date.now()
      const busy = authRequestWait(db, body.clientId, now)
      if (busy !== null) return saved(db, failRetryLater('tooManyRequests', lang, busy))
      if (captchaDemanded(db, body)) return saved(db, fail('captchaRequired', lang))
      const email = normalizeEmail(body.email)
      if (!isValidEmail(email)) return fail('badEmail', lang)
      if (body.codeType !== 'REGISTER') return fail('badCodeType', lang)
      const password = typeof body.password === 'string' ? body.password : ''
      if (!isStrongEnough(password)) return fail('weakPassword', lang)
      const key = codeKey(email, 'REGISTER')
      const record = db.data.verifyCodes[key]
      // The code first: a made-up code gets the same answer for a taken address as for a free
      // one, so register does not tell who has an account (issue 35.2).
      const refusal = spendableCodeRefusal(record, body.verifyCode, now)
      if (refusal) {
        if (refusal !== 'codeExpired') recordAuthFailure(db, body, now)
        db.save()
        return fail(refusal, lang)
      }
      if (findAccount(db, email)) return fail('emailTaken', lang)
      delete db.data.verifyCodes[key]
      createAccount(
        db,
        {
          email,
          kind: 'ACCOUNT',
          country: db.data.settings.visitorCountry,
          merchant: readMerchantFields(options.productSlug, body) ?? record?.merchant ?? null,
          sourceType: typeof body.sourceType === 'string' ? body.sourceType : null,
        },
        password,
      )
      db.save()
      return ok(null)
    }),

    route(API.login, (body: LoginBody, _session, { lang }) => {
      // Step 2 of a guest login spends a ticket the captcha already guarded.
      if (body.loginType === undefined) {
        const busy = authRequestWait(db, body.clientId, Date.now())
        if (busy !== null) return saved(db, failRetryLater('tooManyRequests', lang, busy))
        if (captchaDemanded(db, body)) return saved(db, fail('captchaRequired', lang))
      }
      const result =
        body.loginType === 'WEB_CLIENT_ANONYMITY_LOGIN'
          ? guestLogin(db, body)
          : body.loginType === undefined
            ? passwordLogin(db, body)
            : 'badLoginType'
      db.save()
      return typeof result === 'string' ? fail(result, lang) : ok(result)
    }),

    route(API.resetPassword, (body, _session, { lang }) => {
      const now = Date.now()
      const busy = authRequestWait(db, body.clientId, now)
      if (busy !== null) return saved(db, failRetryLater('tooManyRequests', lang, busy))
      const email = normalizeEmail(body.email)
      if (body.codeType !== 'FINDPASSWORD') return fail('badCodeType', lang)
      const password = typeof body.password === 'string' ? body.password : ''
      if (!isStrongEnough(password)) return fail('weakPassword', lang)
      const key = codeKey(email, 'FINDPASSWORD')
      const refusal = spendableCodeRefusal(db.data.verifyCodes[key], body.verifyCode, now)
      const account = findAccount(db, email)
      if (refusal || account?.kind !== 'ACCOUNT') {
        if (refusal !== 'codeExpired') recordAuthFailure(db, body, now)
        db.save()
        return fail(refusal ?? 'codeIncorrect', lang)
      }
      delete db.data.verifyCodes[key]
      setPassword(account, password)
      // Whoever forgot (or lost) the password gets a clean slate: no lock, no old sessions.
      delete db.data.loginFailures[email]
      clearAddressFailures(db, email)
      endSessionsOf(db, email)
      db.save()
      return ok(null)
    }),

    route(API.updatePassword, (body, session, { lang, token }) => {
      const email = session.email
      if (normalizeEmail(body.email) !== email) {
        return fail('otherAccount', lang)
      }
      const account = findAccount(db, email)
      const oldPassword = typeof body.oldPassword === 'string' ? body.oldPassword : ''
      const newPassword = typeof body.newPassword === 'string' ? body.newPassword : ''
      if (!account || !passwordMatches(account, oldPassword)) {
        return fail('wrongOldPassword', lang)
      }
      if (!isStrongEnough(newPassword)) return fail('weakPassword', lang)
      if (newPassword === oldPassword) return fail('samePassword', lang)
      setPassword(account, newPassword)
      // Whoever knew the old password is signed out everywhere but here (issue 46.3).
      endSessionsOf(db, email, token)
      db.save()
      return ok(null)
    }),

    route(API.logout, (body, session, { token }) => {
      if (body.everywhere === true) endSessionsOf(db, session.email)
      else delete db.data.sessions[token]
      db.save()
      return ok(null)
    }),

    route(API.userInfo, (body, session, { lang }) => {
      const email = session.email
      if (normalizeEmail(body.email) !== email) {
        return fail('otherAccount', lang)
      }
      const account = findAccount(db, email)
      const balanceUsd = Math.round((db.data.balancesUsd[email] ?? 0) * 100) / 100
      const info: UserInfoDto = {
        email,
        loginType: session.loginType,
        balanceUsd,
        balanceText: formatMoney(balanceUsd, 'USD', 'en-US'),
        // Sessions seeded by hand (tests, QA) may have no account behind them.
        country: account?.country ?? db.data.settings.visitorCountry,
        isBindPromoCode: db.data.redemptions.some((redemption) => redemption.email === email),
        createdAt: account?.createdAt ?? new Date().toISOString(),
      }
      return ok(info)
    }),

    route(API.promotionRegisterUser, (body, session, { lang }) => {
      const email = session.email
      if (normalizeEmail(body.email) !== email) {
        return fail('otherAccount', lang)
      }
      // Once per account: a repeat replays the first answer and changes nothing.
      const previous = db.data.promotionEnrolments[email]
      if (previous) return ok(enrolmentAnswer(previous))
      const merchant =
        findAccount(db, email)?.merchant ?? readMerchantFields(options.productSlug, body)
      const offer = merchant ? merchantById(merchant.merchantId) : undefined
      const enrolment = {
        merchantId: offer ? offer.profile.merchantId : null,
        promoCode: offer?.welcomePromoCode ?? null,
        at: new Date().toISOString(),
      }
      db.data.promotionEnrolments[email] = enrolment
      db.save()
      return ok(enrolmentAnswer(enrolment))
    }),
  ]
}

/** Only a merchant's running offer enrols; without one there is nothing to join. */
function enrolmentAnswer(enrolment: {
  merchantId: number | null
  promoCode: string | null
}): PromotionRegisterUserResponse {
  return { enrolled: enrolment.merchantId !== null, promoCode: enrolment.promoCode }
}

/** Returns the login, or the refusal. */
function passwordLogin(db: MockDatabase, body: LoginBody): LoginResponse | FailureId {
  const email = normalizeEmail(body.email)
  const now = Date.now()
  const failures = (db.data.loginFailures[email] ??= { times: [], lockedUntil: null })
  if (failures.lockedUntil !== null && now < failures.lockedUntil) return 'loginLocked'
  const account = findAccount(db, email)
  if (account && typeof body.password === 'string' && passwordMatches(account, body.password)) {
    delete db.data.loginFailures[email]
    clearAddressFailures(db, email)
    return { email: account.email, token: startSession(db, account) }
  }
  // Unknown addresses count too: otherwise the lock itself would reveal which accounts exist.
  recordAuthFailure(db, body, now)
  failures.times = [...recentTimes(failures.times, RULES.loginFailureWindowMs, now), now]
  if (failures.times.length < RULES.loginMaxFailures) return 'badLogin'
  failures.times = []
  failures.lockedUntil = now + RULES.loginLockMs
  return 'loginLocked'
}

/** Step 2 of SPEC 4.4: the checkToken from /v1/user/oauth, spent on its first use. */
function guestLogin(db: MockDatabase, body: LoginBody): LoginResponse | FailureId {
  const idToken = typeof body.idToken === 'string' ? body.idToken : ''
  const ticket = db.data.checkTokens[idToken]
  if (!ticket) return 'guestTicketInvalid'
  delete db.data.checkTokens[idToken]
  if (Date.now() >= ticket.expiresAt) return 'guestTicketExpired'
  const account = findAccount(db, ticket.email)
  if (normalizeEmail(body.email) !== ticket.email || account?.kind !== 'GUEST') {
    return 'guestTicketInvalid'
  }
  return { email: account.email, token: startSession(db, account) }
}

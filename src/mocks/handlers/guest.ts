import { API } from '../../api/contract/routes'
import {
  decodeAuthString,
  readMerchantFields,
  type AnonymousLoginResponse,
} from '../../api/contract/account'
import { ACCOUNT_RULES as RULES } from '../db/accountRules'
import { createAccount, randomHex, recentTimes } from '../db/accounts'
import type { MockDatabase } from '../db/database'
import { MOCK_BASE_COUNTRY } from '../db/settings'
import { fail, ok, type MockOptions } from '../respond'
import { signedRoute } from './signedRoute'
import { isValidRecaptchaToken } from '../captcha'

/** SPEC 4.4: a visitor abroad, an explicit demand, or a clientId logging in as guest too often. */
export function captchaRequired(db: MockDatabase, clientId: string, now: number): boolean {
  const { visitorCountry, demandCaptcha } = db.data.settings
  if (visitorCountry !== MOCK_BASE_COUNTRY || demandCaptcha) return true
  const recent = recentTimes(db.data.guestLogins[clientId] ?? [], RULES.guestWindowMs, now)
  return recent.length >= RULES.guestFreeLogins
}

/** Step 1 of guest login: a new guest account and the single-use ticket that logs it in. */
export function guestHandlers(db: MockDatabase, options: MockOptions) {
  const route = signedRoute(db, options)
  return [
    route(API.anonymousLogin, (body, _s, { lang }) => {
      if (body.type !== 'WEB_ANONYMITY') {
        return fail('badAnonymousType', lang)
      }
      const auth = typeof body.authString === 'string' ? decodeAuthString(body.authString) : null
      if (!auth) return fail('badAuthString', lang)
      const now = Date.now()
      if (captchaRequired(db, body.clientId, now) && !isValidRecaptchaToken(body.rspToken)) {
        return fail('captchaRequired', lang)
      }
      const account = createAccount(db, {
        // .example is reserved (RFC 2606): a guest address can never reach a real inbox.
        email: `guest-${randomHex(6)}@guest.${options.productSlug}.example`,
        kind: 'GUEST',
        country: db.data.settings.visitorCountry,
        merchant: readMerchantFields(options.productSlug, auth),
        sourceType: null,
      })
      for (const [token, ticket] of Object.entries(db.data.checkTokens)) {
        if (now >= ticket.expiresAt) delete db.data.checkTokens[token]
      }
      const checkToken = randomHex(24)
      db.data.checkTokens[checkToken] = {
        email: account.email,
        expiresAt: now + RULES.checkTokenTtlMs,
      }
      db.data.guestLogins[body.clientId] = [
        ...recentTimes(db.data.guestLogins[body.clientId] ?? [], RULES.guestWindowMs, now),
        now,
      ]
      db.save()
      const answer: AnonymousLoginResponse = { checkToken, email: account.email }
      return ok(answer)
    }),
  ]
}

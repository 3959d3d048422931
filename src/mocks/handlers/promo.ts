import { API } from '../../api/contract/routes'
import type { IsRedeemedResponse, RedeemType } from '../../api/contract/promo'
import { PROMO_CODES, type MockDatabase } from '../db/database'
import { fail, ok, type MockOptions } from '../respond'
import { moveBalance } from '../db/orderLifecycle'
import { findAccount } from '../db/accounts'
import { ACCOUNT_RULES } from '../db/accountRules'
import { signedRoute } from './signedRoute'

const REDEEM_TYPES: readonly RedeemType[] = ['PROMO_CODE', 'SIGNUP_GIFT', 'PARTNER_GIFT']

const sameEmail = (sent: unknown, own: string) =>
  typeof sent === 'string' && sent.trim().toLowerCase() === own

/** Whether the account has applied a code of this kind (docs/api.md 5). */
export function hasRedeemedType(db: MockDatabase, email: string, redeemType: RedeemType): boolean {
  return db.data.redemptions.some(
    (item) => item.email === email && PROMO_CODES[item.code]?.redeemType === redeemType,
  )
}

export function promoHandlers(db: MockDatabase, options: MockOptions) {
  const route = signedRoute(db, options)
  return [
    route(API.redeem, (body, session, { lang }) => {
      const code = typeof body.code === 'string' ? body.code.trim().toUpperCase() : ''
      if (!code) return fail('promoEmpty', lang)
      const email = session.email
      if (body.email !== email) return fail('promoOtherAccount', lang)
      const promo = PROMO_CODES[code]
      if (!promo) return fail('promoUnknown', lang)
      if (promo.expired) return fail('promoExpired', lang)
      if (db.data.redemptions.some((item) => item.email === email && item.code === code)) {
        return fail('promoUsed', lang)
      }
      // A sign-up gift is for a new account, once (docs/api.md 5): never an old account's.
      if (promo.redeemType === 'SIGNUP_GIFT') {
        const createdAt = Date.parse(findAccount(db, email)?.createdAt ?? '')
        const isNew = Date.now() - createdAt <= ACCOUNT_RULES.signupGiftDays * 86_400_000
        if (!isNew || hasRedeemedType(db, email, 'SIGNUP_GIFT')) {
          return fail('promoNewAccountsOnly', lang)
        }
      }
      db.data.redemptions.push({ email, code, at: new Date().toISOString() })
      moveBalance(
        db,
        email,
        promo.creditUsd,
        'REDEEM',
        { kind: 'promo', code },
        {
          orderNo: null,
          paymentId: null,
        },
      )
      db.save()
      return ok(true)
    }),

    route(API.isRedeemed, (body, session, { lang }) => {
      const email = session.email
      if (!sameEmail(body.email, email)) {
        return fail('otherAccountQuery', lang)
      }
      if (!REDEEM_TYPES.includes(body.redeemType)) {
        return fail('badRedeemType', lang)
      }
      const answer: IsRedeemedResponse = { redeemed: hasRedeemedType(db, email, body.redeemType) }
      return ok(answer)
    }),
  ]
}

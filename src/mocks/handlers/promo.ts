import type {
  IsRedeemedRequest,
  IsRedeemedResponse,
  RedeemType,
  SubmitRedeemRequest,
} from '../../api/contract/promo'
import { ERROR_CODES } from '../../api/contract/envelope'
import { PROMO_CODES, type MockDatabase } from '../db/database'
import { fail, ok, type MockOptions } from '../respond'
import { moveBalance } from '../db/orders'
import { signedRoute } from './signedRoute'

export const PROMO_MESSAGES = {
  emptyCode: 'Please enter a promo code',
  otherAccount: 'This code belongs to another account',
  otherAccountQuery: 'You can only ask about your own account',
  unknownCode: 'This promo code does not exist',
  expiredCode: 'This promo code has expired',
  usedCode: 'You have already used this promo code',
  badRedeemType: 'redeemType must be PROMO_CODE, SIGNUP_GIFT or PARTNER_GIFT',
} as const

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
    route<SubmitRedeemRequest>('/v2/submit/redeem', 'account', (body, session) => {
      const code = typeof body.code === 'string' ? body.code.trim().toUpperCase() : ''
      if (!code) return fail(ERROR_CODES.invalidInput, PROMO_MESSAGES.emptyCode)
      const email = session!.email
      if (body.email !== email) return fail(ERROR_CODES.unauthorized, PROMO_MESSAGES.otherAccount)
      const promo = PROMO_CODES[code]
      if (!promo) return fail(ERROR_CODES.invalidInput, PROMO_MESSAGES.unknownCode)
      if (promo.expired) return fail(ERROR_CODES.invalidInput, PROMO_MESSAGES.expiredCode)
      if (db.data.redemptions.some((item) => item.email === email && item.code === code)) {
        return fail(ERROR_CODES.invalidInput, PROMO_MESSAGES.usedCode)
      }
      db.data.redemptions.push({ email, code, at: new Date().toISOString() })
      moveBalance(db, email, promo.creditUsd, 'REDEEM', `Promo code ${code}`, null)
      db.save()
      return ok(true)
    }),

    route<IsRedeemedRequest>('/v2/isRedeemedByRedeemType', 'account', (body, session) => {
      const email = session!.email
      if (!sameEmail(body.email, email)) {
        return fail(ERROR_CODES.unauthorized, PROMO_MESSAGES.otherAccountQuery)
      }
      if (!REDEEM_TYPES.includes(body.redeemType)) {
        return fail(ERROR_CODES.invalidInput, PROMO_MESSAGES.badRedeemType)
      }
      const answer: IsRedeemedResponse = { redeemed: hasRedeemedType(db, email, body.redeemType) }
      return ok(answer)
    }),
  ]
}

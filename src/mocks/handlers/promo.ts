import type { SubmitRedeemRequest } from '../../api/contract/promo'
import { ERROR_CODES } from '../../api/contract/envelope'
import { PROMO_CODES, type MockDatabase } from '../db/database'
import { fail, ok, type MockOptions } from '../respond'
import { moveBalance } from '../db/orders'
import { signedRoute } from './signedRoute'

export function promoHandlers(db: MockDatabase, options: MockOptions) {
  const route = signedRoute(db, options)
  return [
    route<SubmitRedeemRequest>('/v2/submit/redeem', 'account', (body, session) => {
      const code = typeof body.code === 'string' ? body.code.trim().toUpperCase() : ''
      if (!code) return fail(ERROR_CODES.invalidInput, 'Please enter a promo code')
      const email = session!.email
      if (body.email !== email)
        return fail(ERROR_CODES.unauthorized, 'This code belongs to another account')
      const promo = PROMO_CODES[code]
      if (!promo) return fail(ERROR_CODES.invalidInput, 'This promo code does not exist')
      if (promo.expired) return fail(ERROR_CODES.invalidInput, 'This promo code has expired')
      if (db.data.redemptions.some((item) => item.email === email && item.code === code)) {
        return fail(ERROR_CODES.invalidInput, 'You have already used this promo code')
      }
      db.data.redemptions.push({ email, code, at: new Date().toISOString() })
      moveBalance(db, email, promo.creditUsd, 'REDEEM', `Promo code ${code}`, null)
      db.save()
      return ok(true)
    }),
  ]
}

import type { MockDatabase } from '../db/database'
import type { MockOptions } from '../respond'
import { catalogueHandlers } from './catalogue'
import { promoHandlers } from './promo'
import { reviewHandlers } from './reviews'
import { accountHandlers } from './account'
import { accountCodeHandlers } from './accountCodes'
import { guestHandlers } from './guest'
import { affiliateHandlers } from './affiliate'
import { paymentHandlers } from './payments'
import { orderHandlers } from './orders'
import { topupHandlers } from './topup'
import { creditHandlers } from './credit'
import { receiptHandlers } from './receipts'
import { partnershipHandlers } from './partnership'
import { withdrawalHandlers } from './withdrawal'

/** Every domain's handlers over one database. */
export function createHandlers(db: MockDatabase, options: MockOptions) {
  return [
    ...catalogueHandlers(db, options),
    ...promoHandlers(db, options),
    ...reviewHandlers(db, options),
    ...accountHandlers(db, options),
    ...accountCodeHandlers(db, options),
    ...guestHandlers(db, options),
    ...affiliateHandlers(db, options),
    ...paymentHandlers(db, options),
    ...orderHandlers(db, options),
    ...topupHandlers(db, options),
    ...creditHandlers(db, options),
    ...receiptHandlers(db, options),
    ...partnershipHandlers(db, options),
    ...withdrawalHandlers(db, options),
  ]
}

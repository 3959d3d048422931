import type { PaymentMethodDto, PaymentPurpose } from '../../api/contract/order'
import { findCurrency } from '../../api/contract/currencies'
import type { SessionInfo } from '../db/database'
import { BALANCE_METHOD_ID } from '../db/orderRules'
import { refusal, refuse, type Refusal } from '../respond'

/**
 * What may pay for what (SPEC 6, SPEC 9): the method list, account credit only for an account and
 * never to buy credit, and the refusal while QA has switched payment off.
 */

/** While QA switches payment off (docs/qa.md), setup, execute and pay-order answer this. */
export const paymentUnavailable = (): Refusal => refusal('paymentUnavailable')

/** Ids 5 and 6 pay on the page (SPEC 9); the others leave for the provider through /transit. */
export const PAYMENT_METHODS: readonly PaymentMethodDto[] = [
  { id: 1, name: 'PayPal', kind: 'PAYPAL' },
  { id: 2, name: 'Alipay', kind: 'ALIPAY' },
  { id: 5, name: 'Credit or debit card', kind: 'CARD' },
  { id: 6, name: 'Google Pay', kind: 'GOOGLE_PAY' },
  { id: BALANCE_METHOD_ID, name: 'Account credit', kind: 'BALANCE' },
]

export const SAME_PAGE_METHOD_IDS: readonly number[] = [5, 6]

const PURPOSES: readonly PaymentPurpose[] = ['ORDER', 'TOPUP', 'CREDIT']

export const isPurpose = (value: unknown): value is PaymentPurpose =>
  PURPOSES.includes(value as PaymentPurpose)

export const isCurrency = (value: unknown): value is string =>
  typeof value === 'string' && findCurrency(value) !== undefined

/** Account credit only for an account session, and never to buy credit (SPEC 6). */
export function methodsFor(purpose: PaymentPurpose, session: SessionInfo | null) {
  return PAYMENT_METHODS.filter(
    (method) =>
      method.kind !== 'BALANCE' || (purpose !== 'CREDIT' && session?.loginType === 'accountLogin'),
  )
}

/** Why a method cannot pay for this purpose in this session, or null when it can. */
export function methodRefusal(
  purpose: PaymentPurpose,
  methodId: unknown,
  session: SessionInfo | null,
): Refusal | null {
  if (methodsFor(purpose, session).some((method) => method.id === methodId)) return null
  if (methodId !== BALANCE_METHOD_ID) return refuse('methodUnavailable')
  return purpose === 'CREDIT' ? refuse('creditForCredit') : refuse('needsAccount')
}

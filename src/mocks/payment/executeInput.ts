import type { PaymentReasonId } from '../failures'
import { refuse, type Refusal } from '../respond'

/**
 * What an execute call carries, read without trusting it: the card in the payment component's
 * state data (only the documented test cards pay, docs/qa.md), the result a 3-D Secure challenge
 * or provider page reports, and where the shopper returns after a redirect.
 */

export interface ExecuteInput {
  paymentMethodId: unknown
  returnUrl: unknown
  paymentData?: unknown
}

export type CardVerdict =
  | { outcome: 'SUCCEEDED' }
  | { outcome: 'FAILED'; failureReason: PaymentReasonId }
  | { outcome: 'CHALLENGE' }

/** The documented test cards (docs/qa.md); any other valid number is refused. */
export const TEST_CARDS: Readonly<Record<string, CardVerdict>> = {
  '4111111111111111': { outcome: 'SUCCEEDED' },
  '5555555555554444': { outcome: 'SUCCEEDED' },
  '4000000000000002': { outcome: 'FAILED', failureReason: 'cardDeclined' },
  '4000000000009995': { outcome: 'FAILED', failureReason: 'insufficientFunds' },
  '4000000000003220': { outcome: 'CHALLENGE' },
}
const UNKNOWN_CARD: CardVerdict = {
  outcome: 'FAILED',
  failureReason: 'cardNotAccepted',
}

function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null

/**
 * The card number in the component's state data: `paymentMethod.number` (the mock's test form),
 * `paymentMethod.encryptedCardNumber` as Adyen's test prefix `test_<number>`, or `cardNumber`.
 */
export function readCard(paymentData: unknown): (CardVerdict & { last4: string }) | Refusal {
  const data = asRecord(paymentData)
  const method = asRecord(data?.paymentMethod)
  const raw = method?.number ?? method?.encryptedCardNumber ?? data?.cardNumber
  if (typeof raw !== 'string' || !raw.trim()) return refuse('cardMissing')
  const digits = raw.replace(/^test_/, '').replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return refuse('cardInvalid')
  return { ...(TEST_CARDS[digits] ?? UNKNOWN_CARD), last4: digits.slice(-4) }
}

/** The opaque details a follow-up carries, as the provider's component returned them. */
export interface FollowUpDetails {
  kind: 'threeDSResult' | 'redirectResult'
  token: string
}

/**
 * `paymentData.details` of a follow-up: `{ threeDSResult }` or `{ redirectResult }`, a string
 * the provider issued; 'BAD' for anything else (a plain `result` included); undefined when the
 * call is a new attempt.
 */
export function readDetails(paymentData: unknown): FollowUpDetails | 'BAD' | undefined {
  const details = asRecord(paymentData)?.details
  if (details === undefined) return undefined
  const record = asRecord(details)
  for (const kind of ['threeDSResult', 'redirectResult'] as const) {
    const token = record?.[kind]
    if (typeof token === 'string' && token.length > 0 && token.length <= 200) return { kind, token }
  }
  return 'BAD'
}

export const isReturnUrl = (value: unknown): value is string =>
  typeof value === 'string' &&
  ((value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^\s]+$/.test(value))

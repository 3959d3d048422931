import type { PaymentMethodDto } from '../../../api/contract/order'
import type { PaymentMark } from '../../../shared/ui/PaymentMarks'

/** The card networks the card form takes (the Adyen account's card brands). */
export const CARD_MARKS: readonly PaymentMark[] = ['VISA', 'MASTERCARD', 'AMEX', 'JCB', 'UNIONPAY']

const WALLET_MARKS: Partial<Record<PaymentMethodDto['kind'], PaymentMark>> = {
  APPLE_PAY: 'APPLE_PAY',
  GOOGLE_PAY: 'GOOGLE_PAY',
  PAYPAL: 'PAYPAL',
  ALIPAY: 'ALIPAY',
}

/** The marks of the methods this checkout offers: no mark for a method it does not take. */
export function marksOf(methods: readonly PaymentMethodDto[]): PaymentMark[] {
  const kinds = new Set(methods.map((method) => method.kind))
  return [
    ...(kinds.has('CARD') ? CARD_MARKS : []),
    ...[...kinds].flatMap((kind) => WALLET_MARKS[kind] ?? []),
  ]
}

export const walletMark = (kind: PaymentMethodDto['kind']) => WALLET_MARKS[kind]

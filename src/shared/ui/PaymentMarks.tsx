import type { ComponentType, SVGProps } from 'react'
import { AlipayFlatRoundedIcon } from 'react-svg-credit-card-payment-icons/alipay'
import { AmericanExpressFlatRoundedIcon } from 'react-svg-credit-card-payment-icons/americanexpress'
import { JCBFlatRoundedIcon } from 'react-svg-credit-card-payment-icons/jcb'
import { MastercardFlatRoundedIcon } from 'react-svg-credit-card-payment-icons/mastercard'
import { PayPalFlatRoundedIcon } from 'react-svg-credit-card-payment-icons/paypal'
import { UnionPayFlatRoundedIcon } from 'react-svg-credit-card-payment-icons/unionpay'
import { VisaFlatRoundedIcon } from 'react-svg-credit-card-payment-icons/visa'
import applePaySvg from 'simple-icons/icons/applepay.svg?raw'
import googlePaySvg from 'simple-icons/icons/googlepay.svg?raw'
import { SimpleIcon, simpleIconPath } from './SimpleIcon'
import './paymentMarks.css'

export type PaymentMark =
  | 'VISA'
  | 'MASTERCARD'
  | 'AMEX'
  | 'JCB'
  | 'UNIONPAY'
  | 'PAYPAL'
  | 'ALIPAY'
  | 'APPLE_PAY'
  | 'GOOGLE_PAY'

/** Apple Pay and Google Pay marks are monochrome by their brand rules (simple-icons' paths). */
const MONO = {
  APPLE_PAY: simpleIconPath(applePaySvg),
  GOOGLE_PAY: simpleIconPath(googlePaySvg),
} as const
type MonoMark = keyof typeof MONO
const isMono = (mark: PaymentMark): mark is MonoMark => mark in MONO

/** The brands' own marks, as SVG (card and wallet marks: react-svg-credit-card-payment-icons). */
const DRAWN: Record<Exclude<PaymentMark, MonoMark>, ComponentType<SVGProps<SVGSVGElement>>> = {
  VISA: VisaFlatRoundedIcon,
  MASTERCARD: MastercardFlatRoundedIcon,
  AMEX: AmericanExpressFlatRoundedIcon,
  JCB: JCBFlatRoundedIcon,
  UNIONPAY: UnionPayFlatRoundedIcon,
  PAYPAL: PayPalFlatRoundedIcon,
  ALIPAY: AlipayFlatRoundedIcon,
}
export const PAYMENT_MARK_NAMES: Record<PaymentMark, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  JCB: 'JCB',
  UNIONPAY: 'UnionPay',
  PAYPAL: 'PayPal',
  ALIPAY: 'Alipay',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
}

/**
 * One payment brand's mark. Its text alternative is the brand's name (brand names are not
 * translated); `decorative` hides it when the name is written next to it.
 */
export function PaymentMarkImage({
  mark,
  decorative = false,
}: {
  mark: PaymentMark
  decorative?: boolean
}) {
  const name = PAYMENT_MARK_NAMES[mark]
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': name } as const)
  if (isMono(mark)) {
    return (
      <span className="payment-mark payment-mark--mono" {...a11y}>
        <SimpleIcon path={MONO[mark]} width={30} height={20} />
      </span>
    )
  }
  const Drawn = DRAWN[mark]
  return (
    <span className="payment-mark" {...a11y}>
      <Drawn width={38} height={24} aria-hidden="true" focusable="false" />
    </span>
  )
}

/** A row of marks: "we take these", with the list named for screen readers. */
export function PaymentMarks({ marks, label }: { marks: readonly PaymentMark[]; label: string }) {
  return (
    <ul className="payment-marks" aria-label={label}>
      {marks.map((mark) => (
        <li key={mark}>
          <PaymentMarkImage mark={mark} />
        </li>
      ))}
    </ul>
  )
}

import { describe, expect, it } from 'vitest'
import type { PaymentMethodDto } from '../../../src/api/contract/order'
import { marksOf } from '../../../src/features/order/checkout/paymentMarks'

const method = (kind: PaymentMethodDto['kind'], id: number) =>
  ({ id, kind, name: kind }) as unknown as PaymentMethodDto

describe('checkout marks (issue 15.6)', () => {
  it('shows the card networks for a card method and each wallet its own mark', () => {
    expect(marksOf([method('CARD', 1), method('PAYPAL', 2), method('BALANCE', 3)])).toEqual([
      'VISA',
      'MASTERCARD',
      'AMEX',
      'JCB',
      'UNIONPAY',
      'PAYPAL',
    ])
  })

  it('never shows a mark for a way to pay the checkout does not offer', () => {
    expect(marksOf([method('ALIPAY', 1)])).toEqual(['ALIPAY'])
    expect(marksOf([method('BALANCE', 1)])).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import {
  cardBrand,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  validateCard,
  validateCvc,
  validateExpiry,
} from '../../../src/features/order/payment/cardValidation'
import { testCardPaymentData } from '../../../src/features/order/payment/paymentData'
import { TEST_CARDS } from '../../../src/features/order/payment/testCards'

describe('card checks of the test card form', () => {
  it('knows the Luhn check digit, and every documented test card passes it', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number), card.number).toBe(true)
    expect(luhnValid('4111111111111112')).toBe(false)
    expect(luhnValid('')).toBe(false)
    expect(luhnValid('41x1')).toBe(false)
  })

  it('groups the number as printed, by brand', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111')
    expect(formatCardNumber('4111-1111 1111')).toBe('4111 1111 1111')
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatCardNumber('41111111111111111111111')).toHaveLength(23)
    expect(cardBrand('5555555555554444')).toBe('mastercard')
    expect(cardBrand('2221000000000009')).toBe('mastercard')
    expect(cardBrand('6011000000000004')).toBe('other')
  })

  it('writes the expiry as MM/YY while typing', () => {
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('4')).toBe('04/')
    expect(formatExpiry('12')).toBe('12/')
    expect(formatExpiry('12', '12/')).toBe('12')
    expect(formatExpiry('1230')).toBe('12/30')
    expect(formatExpiry('12/305')).toBe('12/30')
  })

  it('accepts a card to the end of its expiry month, and nothing absurd', () => {
    const now = new Date(2026, 10, 21)
    expect(validateExpiry('11/26', now)).toBeUndefined()
    expect(validateExpiry('10/26', now)).toBe('expired')
    expect(validateExpiry('13/27', now)).toBe('month')
    expect(validateExpiry('00/27', now)).toBe('month')
    expect(validateExpiry('1227', now)).toBe('format')
    expect(validateExpiry('', now)).toBe('required')
    expect(validateExpiry('01/99', now)).toBe('tooFar')
  })

  it('wants 3 CVC digits, 4 for American Express', () => {
    expect(validateCvc('123', 'visa')).toBeUndefined()
    expect(validateCvc('1234', 'visa')).toBe('format')
    expect(validateCvc('1234', 'amex')).toBeUndefined()
    expect(validateCvc('', 'amex')).toBe('required')
  })

  it('reports each field once, and nothing for a good card', () => {
    const now = new Date(2026, 0, 1)
    expect(validateCard({ number: '', expiry: '', cvc: '', name: ' ' }, now)).toEqual({
      number: 'required',
      expiry: 'required',
      cvc: 'required',
      name: 'required',
    })
    expect(
      validateCard(
        { number: '4111 1111 1111 1111', expiry: '12/30', cvc: '737', name: 'Ada' },
        now,
      ),
    ).toEqual({})
    expect(
      validateCard({ number: '4111 1111', expiry: '12/30', cvc: '737', name: 'Ada' }, now),
    ).toEqual({ number: 'length' })
  })

  it("sends what Adyen's test environment accepts: test_ prefixed, unencrypted values", () => {
    expect(
      testCardPaymentData({
        number: '4111 1111 1111 1111',
        expiry: '03/30',
        cvc: '737',
        name: ' Ada Traveller ',
      }),
    ).toEqual({
      paymentMethod: {
        type: 'scheme',
        encryptedCardNumber: 'test_4111111111111111',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
        holderName: 'Ada Traveller',
      },
    })
  })
})

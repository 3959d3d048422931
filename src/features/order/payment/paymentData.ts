import type { AdyenJsonDto } from '../../../api/contract/order'
import { digitsOnly, type CardInput } from './cardValidation'

/**
 * The test card form's data in the shape of Adyen's card component state: Adyen's test
 * environment accepts unencrypted values with the `test_` prefix, and so does the mock, so the
 * mock build sends what a live build's component would, minus the encryption.
 */
export function testCardPaymentData(card: CardInput): AdyenJsonDto {
  const [month = '', year = ''] = card.expiry.split('/').map((part) => part.trim())
  return {
    paymentMethod: {
      type: 'scheme',
      encryptedCardNumber: `test_${digitsOnly(card.number)}`,
      encryptedExpiryMonth: `test_${month}`,
      encryptedExpiryYear: `test_20${year}`,
      encryptedSecurityCode: `test_${card.cvc}`,
      holderName: card.name.trim(),
    },
  }
}

export type ChallengeResult = 'AUTHORISED' | 'REFUSED' | 'CANCELLED'

/** The shopper's answer to the bank (3-D Secure) or the provider page, as a follow-up. */
export function detailsPaymentData(result: ChallengeResult): AdyenJsonDto {
  return { details: { result } }
}

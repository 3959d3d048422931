import type { AdyenJsonDto } from '../../../api/contract/order'
import { answerMockProvider } from '../../../api/endpoints/mockProvider'
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

/**
 * Mock builds: the shopper's answer to the simulated bank (3-D Secure) or provider page, as the
 * opaque details the provider issues for it; the follow-up carries only those (docs/api.md 4.4).
 * A live build's details come from Adyen's component instead.
 */
export async function providerDetails(
  paymentId: string,
  result: ChallengeResult,
): Promise<AdyenJsonDto> {
  return { details: (await answerMockProvider(paymentId, result)).details }
}

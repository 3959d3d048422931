import { post } from '../http'
import {
  MOCK_PROVIDER_ANSWER,
  type MockProviderAnswerDto,
  type MockProviderAnswerRequest,
} from '../contract/mockControl'

/**
 * Mock builds: the shopper's answer on the simulated provider's page (3-D Secure or hand-off),
 * turned by the provider into the opaque details the store's follow-up carries.
 */
export async function answerMockProvider(
  paymentId: string,
  result: MockProviderAnswerRequest['result'],
): Promise<MockProviderAnswerDto> {
  return post(MOCK_PROVIDER_ANSWER, { paymentId, result })
}

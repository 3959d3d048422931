import type {
  MockProviderAnswerDto,
  MockProviderAnswerRequest,
} from '../../api/contract/mockControl'
import { randomHex } from '../db/accounts'
import type { MockDatabase } from '../db/database'
import type { PaymentRecord, ProviderResultRecord } from '../db/orderRecords'
import { refuse, type Refusal } from '../respond'

/**
 * The payment provider, as the mock plays it honestly: the shopper's answer on its 3-D Secure
 * page or its hand-off page is kept on the provider's side under a random token, and the store's
 * follow-up carries only the token (`threeDSResult` / `redirectResult`, as Adyen's components
 * return them). The store settles a payment only from a token the provider issued for that
 * payment, once; a verdict in plain words ("AUTHORISED") leaves it pending (issue 46.1).
 */
export function answerAsProvider(
  db: MockDatabase,
  { paymentId, result }: MockProviderAnswerRequest,
): MockProviderAnswerDto | Refusal {
  const payment = db.data.payments.find((item) => item.paymentId === paymentId)
  if (!payment || payment.status !== 'PENDING' || !payment.awaiting) return refuse('notAwaiting')
  if (result !== 'AUTHORISED' && result !== 'REFUSED' && result !== 'CANCELLED') {
    return refuse('notAwaiting')
  }
  const kind = payment.awaiting === 'CHALLENGE' ? 'threeDSResult' : 'redirectResult'
  const token = `psp_${randomHex(24)}`
  // A database persisted before provider results existed has no table yet.
  ;(db.data.providerResults ??= {})[token] = { paymentId, kind, result }
  db.save()
  return {
    details: kind === 'threeDSResult' ? { threeDSResult: token } : { redirectResult: token },
  }
}

/**
 * The provider's verdict on a follow-up's details, spent once: null when it issued no such
 * details for this payment and the step it is waiting on.
 */
export function providerVerdict(
  db: MockDatabase,
  payment: PaymentRecord,
  details: { kind: ProviderResultRecord['kind']; token: string },
): ProviderResultRecord['result'] | null {
  const results = (db.data.providerResults ??= {})
  const record = results[details.token]
  const expected = payment.awaiting === 'CHALLENGE' ? 'threeDSResult' : 'redirectResult'
  if (!record || record.paymentId !== payment.paymentId || record.kind !== details.kind) return null
  if (record.kind !== expected) return null
  delete results[details.token]
  return record.result
}

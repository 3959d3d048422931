import {
  FAILURES,
  PAYMENT_REASONS,
  type FailureId,
  type PaymentReasonId,
} from '../../../src/mocks/failures'

/**
 * The English msg of every failure and payment reason (src/mocks/failures.ts): what the tests'
 * requests, sent with lang `en`, get back.
 */
export const MSG = Object.fromEntries([
  ...Object.entries(FAILURES).map(([id, failure]) => [id, failure.text.en]),
  ...Object.entries(PAYMENT_REASONS).map(([id, texts]) => [id, texts.en]),
]) as Record<FailureId | PaymentReasonId, string>

/** What a refusal looks like to an endpoint function: its documented code and English msg. */
export const refused = (id: FailureId) => ({ code: FAILURES[id].code, msg: FAILURES[id].text.en })

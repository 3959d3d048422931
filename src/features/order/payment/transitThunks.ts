import { createApiThunk } from '../../../app/hooks'
import {
  executePayment,
  executeTopupPayment,
  queryPaymentStatus,
  queryTopupPaymentStatus,
} from '../../../api/endpoints/order'
import { providerDetails, type ChallengeResult } from './paymentData'
import type { TransitPurpose } from './transitHandoff'

export interface TransitPayment {
  paymentId: string
  amountUsd: number
  currency: string
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED'
}

/** What the simulated provider page shows: the amount, and whether it is still to be paid. */
export const loadTransitPayment = createApiThunk(
  'order/payment/loadTransitPayment',
  async ({ paymentId, purpose }: { paymentId: string; purpose: TransitPurpose }) => {
    const answer =
      purpose === 'TOPUP'
        ? await queryTopupPaymentStatus(paymentId)
        : await queryPaymentStatus(paymentId)
    const payment: TransitPayment = {
      paymentId: answer.paymentId,
      amountUsd: answer.amountUsd,
      currency: answer.currency,
      status: answer.status,
    }
    return payment
  },
)

export interface ProviderAnswer {
  paymentId: string
  purpose: TransitPurpose
  result: Extract<ChallengeResult, 'AUTHORISED' | 'CANCELLED'>
  returnUrl: string
  /** One key per page view and answer: a double tap or a retry replays, never pays twice. */
  idempotencyKey: string
}

/**
 * Mock builds: the simulated provider records the shopper's choice and hands back its opaque
 * details (`redirectResult`), which go to the API as the payment's follow-up, as a live build
 * sends what the provider's return URL carried.
 */
export const answerProvider = createApiThunk(
  'order/payment/answerProvider',
  async ({ paymentId, purpose, result, returnUrl, idempotencyKey }: ProviderAnswer) => {
    // A follow-up names no method of its own: the server reads only the provider's details.
    const request = {
      paymentId,
      paymentMethodId: 0,
      returnUrl,
      paymentData: await providerDetails(paymentId, result),
      idempotencyKey,
    }
    return purpose === 'TOPUP' ? await executeTopupPayment(request) : await executePayment(request)
  },
)

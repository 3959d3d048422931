import { createApiThunk } from '../../../app/hooks'
import {
  executePayment,
  executeTopupPayment,
  queryPaymentStatus,
  queryTopupPaymentStatus,
} from '../../../api/endpoints/order'
import { detailsPaymentData, type ChallengeResult } from './paymentData'
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
 * Mock builds: the simulated provider reports the shopper's choice, as a real provider would
 * through its webhook. It goes to the API as a follow-up of the payment (details.result).
 */
export const answerProvider = createApiThunk(
  'order/payment/answerProvider',
  async ({ paymentId, purpose, result, returnUrl, idempotencyKey }: ProviderAnswer) => {
    // A follow-up names no method of its own: the server reads only details.result.
    const request = {
      paymentId,
      paymentMethodId: 0,
      returnUrl,
      paymentData: detailsPaymentData(result),
      idempotencyKey,
    }
    return purpose === 'TOPUP' ? await executeTopupPayment(request) : await executePayment(request)
  },
)

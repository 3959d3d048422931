import type { PaymentOutcome } from '../../../api/contract/order'
import type { SerializedApiError } from '../../../api/errors'

/** The two things the wallet pays for: data for an eSIM, and account credit. */
export type WalletFlow = 'topup' | 'credit'

/** What a result page needs from either status answer (top-up or recharge). */
export interface ResultAnswer {
  status: PaymentOutcome
  amountUsd: number
  currency: string
  failureReason: string | null
  /** The topped-up eSIM; null for a recharge. */
  iccid: string | null
}

export interface PaymentResultState {
  flow: WalletFlow | null
  paymentId: string
  /** polling: asking; final: the answer is no longer PENDING; timedOut: still PENDING at the limit. */
  status: 'idle' | 'polling' | 'final' | 'timedOut' | 'failed'
  attempts: number
  answer: ResultAnswer | null
  error: SerializedApiError | null
}

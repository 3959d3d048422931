import type {
  AdyenJsonDto,
  CreditPlanDto,
  PaymentMethodDto,
  QueryTopupOrderResponse,
  TransactionDto,
} from '../../../api/contract/order'
import type { PageDto } from '../../../api/contract/paging'
import type { SerializedApiError } from '../../../api/errors'
import { idle, type Loadable } from '../../../api/loadable'
import type { PaymentResultState, WalletFlow } from './walletTypes'

// The shape and the starting value of the wallet state, apart from its reducer, so the store can
// start with it before the wallet code (reducer, thunks, API calls) has loaded.

/**
 * Top-up, credit plans, balance and transactions (issue 5), each a small state machine:
 * - topup: ICCID -> lookup -> plan choice -> payment (create, setup, execute) -> result page
 * - credit: plans -> plan choice -> payment (setup, execute) -> result page
 * - transactions: one page at a time
 * - result: the result page's status polling, for either flow
 */
export type PayPhase = 'idle' | 'paying' | 'challenge' | 'redirecting' | 'done' | 'failed'
export type PayStep = 'setup' | 'execute' | 'verify'

export interface PaymentFlowState {
  phase: PayPhase
  /** The step running while `paying`, for the progress text. */
  step: PayStep | null
  paymentId: string | null
  /** A 3-D Secure-like challenge to show (execute answered ADYEN_ACTION). */
  action: AdyenJsonDto | null
  error: SerializedApiError | null
}

export interface WalletState {
  /** The eSIM being topped up (SPEC 3.1 iccid); also in the URL as ?iccid=. */
  iccid: string
  /** The lookup's answer for `iccid`: the eSIM's order and the plans it can add. */
  topupLookup: Loadable<QueryTopupOrderResponse | null>
  topupPackageId: string | null
  creditPlans: Loadable<CreditPlanDto[]>
  creditPlanId: string | null
  /** Payment methods per flow, with the currency they were asked for. */
  methods: Record<WalletFlow, Loadable<PaymentMethodDto[]> & { currency: string }>
  methodId: Record<WalletFlow, number | null>
  payment: Record<WalletFlow, PaymentFlowState>
  transactions: Loadable<PageDto<TransactionDto> | null> & { pageNum: number }
  result: PaymentResultState
  /** The top-up's buyer ticked "deliver it now" (PurchaseConsentDto); never assumed. */
  topupConsent: boolean
}

export const idlePayment: PaymentFlowState = {
  phase: 'idle',
  step: null,
  paymentId: null,
  action: null,
  error: null,
}

export const idleResult: PaymentResultState = {
  flow: null,
  paymentId: '',
  status: 'idle',
  attempts: 0,
  answer: null,
  error: null,
}

export const initialWalletState: WalletState = {
  iccid: '',
  topupLookup: idle(null),
  topupPackageId: null,
  creditPlans: idle([]),
  creditPlanId: null,
  methods: { topup: { ...idle([]), currency: '' }, credit: { ...idle([]), currency: '' } },
  methodId: { topup: null, credit: null },
  payment: { topup: idlePayment, credit: idlePayment },
  transactions: { ...idle(null), pageNum: 1 },
  result: idleResult,
  topupConsent: false,
}

import type {
  AdyenJsonDto,
  AdyenPayParamDto,
  OrderDto,
  PaymentMethodDto,
  PaymentStatusDto,
} from '../../../api/contract/order'
import type { SerializedApiError } from '../../../api/errors'
import type { CheckoutPhase, Decline } from './checkoutTypes'
import type { PlanSnapshot } from './attempt'

// The shape and the starting value of the checkout state, apart from its reducer, so the store
// can start with it before the checkout code (reducer, thunks, API calls) has loaded.

/** Result pages check this many times, 1 to 3 s apart, then offer a refresh. */
export const RESULT_CHECK_LIMIT = 10

export interface MethodsState {
  status: 'idle' | 'pending' | 'succeeded' | 'failed'
  data: PaymentMethodDto[]
  error: SerializedApiError | null
  /** `${currency}|${audience}`: the list depends on both (no credit for visitors and guests). */
  key: string
}

export interface ResultState {
  /** refKey() of the payment being watched. */
  ref: string
  payment: PaymentStatusDto | null
  /** What was bought, when this tab's checkout opened the payment. */
  plan: PlanSnapshot | null
  /** This tab bought the chosen plan: "try again" returns to it rather than to the order. */
  fromPlan: boolean
  checks: number
  /** Still PENDING after RESULT_CHECK_LIMIT checks: the page offers a refresh. */
  limitReached: boolean
  error: SerializedApiError | null
}

/** Checkout (issue 5): the payment methods, the payment's progress, and the result page. */
/** An order left unpaid, paid from /topay?orderId=… (the orders list's Pay now). */
export interface UnpaidOrderState {
  orderId: string
  status: 'idle' | 'pending' | 'succeeded' | 'failed'
  /** Null when the order is not the caller's or no longer waits for payment. */
  order: OrderDto | null
  error: SerializedApiError | null
}

export interface CheckoutState {
  phase: CheckoutPhase
  unpaidOrder: UnpaidOrderState
  methods: MethodsState
  methodId: number | null
  /** What the Adyen component mounts with (live builds, same-page methods). */
  adyen: AdyenPayParamDto | null
  /** A 3-D Secure-like action waiting for the shopper. */
  challenge: AdyenJsonDto | null
  /** A request that failed (network, RT_NOBEL_ERROR_10031, ...). */
  error: SerializedApiError | null
  /** A payment the provider declined or the shopper cancelled. */
  decline: Decline | null
  result: ResultState
  /** A guest's address for the install kit, as typed (sessionStorage keeps the draft). */
  deliveryEmail: string
  /**
   * The buyer ticked "deliver my eSIM now" (PurchaseConsentDto). Unticked on each visit of
   * the page: the consent is given for this purchase, never assumed.
   */
  deliveryConsent: boolean
}

export const emptyResult: ResultState = {
  ref: '',
  payment: null,
  plan: null,
  fromPlan: false,
  checks: 0,
  limitReached: false,
  error: null,
}

export const initialCheckoutState: CheckoutState = {
  phase: 'idle',
  unpaidOrder: { orderId: '', status: 'idle', order: null, error: null },
  methods: { status: 'idle', data: [], error: null, key: '' },
  methodId: null,
  adyen: null,
  challenge: null,
  error: null,
  decline: null,
  result: emptyResult,
  deliveryEmail: '',
  deliveryConsent: false,
}

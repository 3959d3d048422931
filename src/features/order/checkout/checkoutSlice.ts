import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type {
  AdyenJsonDto,
  AdyenPayParamDto,
  OrderDto,
  PaymentMethodDto,
  PaymentStatusDto,
} from '../../../api/contract/order'
import type { SerializedApiError } from '../../../api/errors'
import { signedOut } from '../../../shared/events'
import { BUSY_PHASES, type CheckoutPhase, type Decline, type PayOutcome } from './checkoutTypes'
import type { PlanSnapshot } from './attempt'
import { paymentExecuting } from './checkoutActions'
import {
  answerChallenge,
  loadPaymentMethods,
  loadUnpaidOrder,
  preparePayment,
  submitPayment,
} from './checkoutThunks'
import { checkPaymentResult } from './resultThunks'

export type { CheckoutPhase } from './checkoutTypes'

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
}

const emptyResult: ResultState = {
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
}

const isBusy = (state: CheckoutState) => BUSY_PHASES.includes(state.phase)

function applyOutcome(state: CheckoutState, outcome: PayOutcome) {
  state.error = null
  state.challenge = null
  switch (outcome.kind) {
    case 'succeeded':
      state.phase = 'succeeded'
      break
    case 'pending':
      state.phase = 'polling'
      break
    case 'redirect':
      state.phase = 'redirecting'
      break
    case 'challenge':
      state.phase = 'challenge'
      state.challenge = outcome.action
      break
    case 'failed':
      state.phase = 'failed'
      state.decline = { outcome: outcome.outcome, reason: outcome.reason }
      break
  }
}

const checkoutSlice = createSlice({
  name: 'order/checkout',
  initialState: initialCheckoutState,
  reducers: {
    /** /topay opened: a finished or abandoned payment's state must not greet the next one. */
    checkoutOpened(state) {
      if (isBusy(state)) return
      state.phase = 'idle'
      state.adyen = null
      state.challenge = null
      state.error = null
      state.decline = null
    },
    methodChosen(state, action: PayloadAction<number>) {
      if (isBusy(state)) return
      state.methodId = action.payload
      // The Adyen parameters describe the payment, not the method: they stay for the attempt.
      state.phase = state.adyen ? 'awaitingPayment' : 'idle'
      state.error = null
      state.decline = null
    },
    resultWatchStarted(state, action: PayloadAction<string>) {
      if (state.result.ref === action.payload && !state.result.error) return
      state.result = { ...emptyResult, ref: action.payload }
      state.phase = 'polling'
    },
    /** "Check again" after the limit or an error: a new round of checks. */
    resultWatchRestarted(state) {
      state.result = { ...state.result, checks: 0, limitReached: false, error: null }
      state.phase = 'polling'
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedOut, () => initialCheckoutState)
      .addCase(paymentExecuting, (state) => {
        state.phase = 'executing'
      })
      .addCase(loadPaymentMethods.pending, (state, action) => {
        state.methods = {
          ...state.methods,
          status: 'pending',
          error: null,
          key: action.meta.arg.key,
        }
      })
      .addCase(loadPaymentMethods.fulfilled, (state, action) => {
        if (state.methods.key !== action.meta.arg.key) return
        state.methods = { ...state.methods, status: 'succeeded', data: action.payload }
        // Keep the shopper's choice while it is still offered; otherwise nothing is chosen.
        if (!action.payload.some((method) => method.id === state.methodId)) state.methodId = null
      })
      .addCase(loadPaymentMethods.rejected, (state, action) => {
        if (state.methods.key !== action.meta.arg.key) return
        state.methods = { ...state.methods, status: 'failed', error: action.payload ?? null }
      })
      .addCase(loadUnpaidOrder.pending, (state, action) => {
        state.unpaidOrder = {
          orderId: action.meta.arg,
          status: 'pending',
          order: null,
          error: null,
        }
      })
      .addCase(loadUnpaidOrder.fulfilled, (state, action) => {
        if (state.unpaidOrder.orderId !== action.meta.arg) return
        const order = action.payload
        state.unpaidOrder.status = 'succeeded'
        state.unpaidOrder.order = order && order.paymentStatus === 'UNPAID' ? order : null
      })
      .addCase(loadUnpaidOrder.rejected, (state, action) => {
        if (state.unpaidOrder.orderId !== action.meta.arg) return
        state.unpaidOrder.status = 'failed'
        state.unpaidOrder.error = action.payload ?? null
      })
      .addCase(preparePayment.pending, (state) => {
        state.phase = 'settingUp'
        state.error = null
        state.decline = null
      })
      .addCase(preparePayment.fulfilled, (state, action) => {
        state.phase = 'awaitingPayment'
        state.adyen = action.payload
      })
      .addCase(preparePayment.rejected, (state, action) => {
        if (action.meta.condition) return
        state.phase = 'failed'
        state.error = action.payload ?? null
      })
      .addCase(submitPayment.pending, (state) => {
        state.phase = 'settingUp'
        state.error = null
        state.decline = null
      })
      .addCase(submitPayment.fulfilled, (state, action) => applyOutcome(state, action.payload))
      .addCase(submitPayment.rejected, (state, action) => {
        if (action.meta.condition) return
        state.phase = 'failed'
        state.error = action.payload ?? null
      })
      .addCase(answerChallenge.pending, (state) => {
        state.phase = 'executing'
        state.error = null
      })
      .addCase(answerChallenge.fulfilled, (state, action) => applyOutcome(state, action.payload))
      .addCase(answerChallenge.rejected, (state, action) => {
        if (action.meta.condition) return
        // The bank's question is still open: the dialog stays and shows the error.
        state.phase = 'challenge'
        state.error = action.payload ?? null
      })
      .addCase(checkPaymentResult.fulfilled, (state, action) => {
        if (state.result.ref !== action.meta.arg.key) return
        const { payment, plan, fromPlan } = action.payload
        state.result.payment = payment
        state.result.plan = plan ?? state.result.plan
        state.result.fromPlan = fromPlan || state.result.fromPlan
        state.result.checks += 1
        if (payment.status === 'SUCCEEDED') state.phase = 'succeeded'
        else if (payment.status === 'PENDING') {
          state.phase = 'polling'
          state.result.limitReached = state.result.checks >= RESULT_CHECK_LIMIT
        } else {
          state.phase = 'failed'
          state.decline = { outcome: payment.status, reason: payment.failureReason }
        }
      })
      .addCase(checkPaymentResult.rejected, (state, action) => {
        if (state.result.ref !== action.meta.arg.key) return
        state.result.error = action.payload ?? null
      })
  },
})

export const { checkoutOpened, methodChosen, resultWatchStarted, resultWatchRestarted } =
  checkoutSlice.actions
export const checkoutReducer = checkoutSlice.reducer

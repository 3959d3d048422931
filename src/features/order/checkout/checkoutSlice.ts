import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { signedOut } from '../../../shared/events'
import { BUSY_PHASES, type PayOutcome } from './checkoutTypes'
import { paymentExecuting } from './checkoutActions'
import {
  emptyResult,
  initialCheckoutState,
  RESULT_CHECK_LIMIT,
  type CheckoutState,
} from './checkoutState'
import {
  answerChallenge,
  checkSentPayment,
  loadPaymentMethods,
  loadUnpaidOrder,
  preparePayment,
  submitPayment,
} from './checkoutThunks'
import { checkPaymentResult } from './resultThunks'

export type { CheckoutPhase } from './checkoutTypes'
export {
  initialCheckoutState,
  RESULT_CHECK_LIMIT,
  type CheckoutState,
  type MethodsState,
  type ResultState,
  type UnpaidOrderState,
} from './checkoutState'

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
    deliveryEmailChanged(state, action: PayloadAction<string>) {
      state.deliveryEmail = action.payload
    },
    deliveryConsentChanged(state, action: PayloadAction<boolean>) {
      state.deliveryConsent = action.payload
    },
    /** /topay opened: a finished or abandoned payment's state must not greet the next one. */
    checkoutOpened(state) {
      if (isBusy(state)) return
      state.deliveryConsent = false
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
      .addCase(checkSentPayment.fulfilled, (state, action) => {
        const { status, reason } = action.payload
        if (status !== 'FAILED' && status !== 'CANCELLED') return
        state.phase = 'failed'
        state.error = null
        state.decline = { outcome: status, reason }
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

export const {
  checkoutOpened,
  deliveryEmailChanged,
  deliveryConsentChanged,
  methodChosen,
  resultWatchStarted,
  resultWatchRestarted,
} = checkoutSlice.actions
export const checkoutReducer = checkoutSlice.reducer

import { createApiThunk, selectCurrency } from '../../../app/hooks'
import type { AdyenJsonDto, PaymentExecutionDto } from '../../../api/contract/order'
import {
  confirmPayOrder,
  executePayment,
  getAdyenPayParams,
  queryOrders,
  queryPayOrderStatus,
  queryPaymentMethods,
} from '../../../api/endpoints/order'
import { userInfoRefreshRequested } from '../../../shared/events'
import { randomId } from '../../../shared/lib/randomId'
import { endPayment, saveAttempt } from './attempt'
import { paymentExecuting } from './checkoutActions'
import { currentAttempt, ensureOrder, noPlanChosen, notBusy, outcomeOf } from './payFlow'
import { returnUrlFor } from './resultUrl'
import { selectOrderState } from '../orderState'

/** The payment methods for the plan being bought, in the shopper's currency. */
export const loadPaymentMethods = createApiThunk(
  'order/checkout/loadPaymentMethods',
  async ({ currency }: { currency: string; key: string }) => {
    return await queryPaymentMethods('ORDER', currency)
  },
  {
    condition: ({ key }, { getState }) => {
      const { methods } = selectOrderState(getState()).checkout
      return methods.key !== key || methods.status === 'failed' || methods.status === 'idle'
    },
  },
)

/** Orders are listed newest first and the mock caps a page at 50: an unpaid one is on page 1. */
const UNPAID_LOOKUP_PAGE_SIZE = 50

/** The order behind /topay?orderId=…, if it is the caller's and still waits for payment. */
export const loadUnpaidOrder = createApiThunk(
  'order/checkout/loadUnpaidOrder',
  async (orderId: string) => {
    const page = await queryOrders('CURRENT', 1, UNPAID_LOOKUP_PAGE_SIZE)
    return page.list.find((order) => order.orderId === orderId) ?? null
  },
)

/**
 * Live builds, same-page methods: the Adyen component needs a payment before it can mount, so
 * choosing the method opens the order and fetches the component's parameters. The parameters
 * (amount, country, Adyen's method list) stay valid for the whole attempt: after a decline the
 * component stays mounted and the next Pay opens a new payment on the same order.
 */
export const preparePayment = createApiThunk(
  'order/checkout/preparePayment',
  async (
    { methodId, orderId }: { methodId: number; orderId: string | null },
    { getState, rejectWithValue },
  ) => {
    const state = getState()
    const attempt = currentAttempt(state, orderId)
    if (!attempt) return rejectWithValue(noPlanChosen)
    // An unpaid order's latest payment describes it as well as a new one would.
    const paymentId = orderId
      ? (await queryPayOrderStatus(orderId)).paymentId
      : (await ensureOrder(state, attempt, methodId)).paymentId!
    return await getAdyenPayParams(paymentId)
  },
  { condition: (_, { getState }) => notBusy(getState()) },
)

export interface SubmitPaymentArgs {
  methodId: number
  /** Paying an order left unpaid (/topay?orderId=…) rather than the chosen plan. */
  orderId?: string | null
  /** The card form's (or Adyen component's) data, same-page methods only. Never stored. */
  paymentData?: AdyenJsonDto
  /**
   * False when the shopper changed the card details since the last Pay: then the request is a
   * new intent and gets a new key (the server refuses a key reused with a different body).
   */
  sameDetails: boolean
}

/**
 * Pay: opens the order (once per attempt), then executes its payment, or, when that payment
 * ended or was opened for another method, pays the same order anew through payOrder/confirm.
 * A request that went out without an answer we saw (reload, time-out) is first asked about,
 * so paying again can never charge twice.
 */
export const submitPayment = createApiThunk(
  'order/checkout/submitPayment',
  async (
    { methodId, orderId, paymentData, sameDetails }: SubmitPaymentArgs,
    { getState, dispatch, rejectWithValue },
  ) => {
    const state = getState()
    let attempt = currentAttempt(state, orderId)
    if (!attempt) return rejectWithValue(noPlanChosen)
    const currency = selectCurrency(state).code
    const locale = state.session.locale
    if (attempt.payment === 'sent' && attempt.orderId) {
      const latest = await queryPayOrderStatus(attempt.orderId)
      if (latest.status === 'SUCCEEDED') {
        return { kind: 'succeeded' as const, paymentId: latest.paymentId }
      }
      const resend = latest.status === 'PENDING' && attempt.methodId === methodId && sameDetails
      attempt = resend
        ? saveAttempt({ ...attempt, paymentId: latest.paymentId })
        : endPayment(attempt)
    }
    attempt = await ensureOrder(state, attempt, methodId)
    dispatch(paymentExecuting())

    let execution: PaymentExecutionDto
    if (attempt.payment !== 'ended' && attempt.methodId === methodId && attempt.paymentId) {
      const returnUrl = returnUrlFor({ paymentId: attempt.paymentId }, locale)
      attempt = saveAttempt({ ...attempt, payment: 'sent', returnUrl })
      execution = await executePayment({
        paymentId: attempt.paymentId!,
        paymentMethodId: methodId,
        returnUrl,
        paymentData,
        idempotencyKey: attempt.payKey,
      })
    } else {
      // The payment id is only known from the answer, so the provider returns with the order.
      const returnUrl = returnUrlFor({ orderId: attempt.orderId }, locale)
      attempt = saveAttempt({ ...attempt, payment: 'sent', methodId, returnUrl })
      execution = await confirmPayOrder({
        orderId: attempt.orderId!,
        paymentMethodId: methodId,
        currency,
        returnUrl,
        paymentData,
        idempotencyKey: attempt.payKey,
      })
    }
    attempt = saveAttempt({ ...attempt, paymentId: execution.paymentId })
    const outcome = await outcomeOf(execution, attempt)
    const paidWithCredit = selectOrderState(getState()).checkout.methods.data.some(
      (method) => method.id === methodId && method.kind === 'BALANCE',
    )
    if (outcome.kind === 'succeeded' && paidWithCredit) dispatch(userInfoRefreshRequested())
    return outcome
  },
  { condition: (_, { getState }) => notBusy(getState()) },
)

/** The answer to a 3-D Secure-like challenge: the mock's Approve/Cancel or Adyen's details. */
export const answerChallenge = createApiThunk(
  'order/checkout/answerChallenge',
  async (
    { paymentData, orderId }: { paymentData: AdyenJsonDto; orderId: string | null },
    { getState, rejectWithValue },
  ) => {
    const state = getState()
    const attempt = currentAttempt(state, orderId)
    if (!attempt?.paymentId || attempt.methodId === null) return rejectWithValue(noPlanChosen)
    const execution = await executePayment({
      paymentId: attempt.paymentId,
      paymentMethodId: attempt.methodId,
      returnUrl: attempt.returnUrl ?? returnUrlFor(attempt, state.session.locale),
      paymentData,
      idempotencyKey: attempt.detailsKey,
    })
    // Answered: a later challenge of this attempt is a new question with a new key.
    const answered = saveAttempt({ ...attempt, detailsKey: randomId() })
    return await outcomeOf(execution, answered)
  },
  { condition: (_, { getState }) => notBusy(getState()) },
)

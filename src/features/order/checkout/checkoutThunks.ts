import {
  createApiThunk,
  selectCurrency,
  type AppDispatch,
  type RootState,
} from '../../../app/hooks'
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
import { withTabLock } from '../../../shared/lib/tabLock'
import { providerDetails, type ChallengeResult } from '../payment/paymentData'
import { sendUntilKnown } from '../payment/sendUntilKnown'
import {
  endPayment,
  loadAttempt,
  markPaid,
  markSent,
  paidBefore,
  payLockOf,
  saveAttempt,
} from './attempt'
import type { PayOutcome } from './checkoutTypes'
import { paymentExecuting } from './checkoutActions'
import {
  checkoutTarget,
  currentAttempt,
  ensureOrder,
  noPlanChosen,
  notBusy,
  outcomeOf,
  purchaseConsent,
} from './payFlow'
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
 * It runs holding the attempt's tab lock, so two tabs (or a tab and its Back) never pay the same
 * checkout at once, and it reads the shared attempt afresh once it holds it: a purchase another
 * tab has paid is not bought again. A request that went out without an answer we saw (reload,
 * time-out) is first asked about, and one whose answer is lost now is sent again with the same key
 * until its outcome is known (payment/sendUntilKnown.ts); if it stays unknown, the result page
 * goes on checking. Only the server's own refusal or decline is reported as not paid.
 */
export const submitPayment = createApiThunk(
  'order/checkout/submitPayment',
  async (args: SubmitPaymentArgs, { getState, dispatch, rejectWithValue }) => {
    const target = checkoutTarget(getState(), args.orderId)
    if (!target) return rejectWithValue(noPlanChosen)
    return await withTabLock(payLockOf(target.intent), () => payLocked(args, getState(), dispatch))
  },
  { condition: (_, { getState }) => notBusy(getState()) },
)

async function payLocked(
  { methodId, orderId, paymentData, sameDetails }: SubmitPaymentArgs,
  state: RootState,
  dispatch: AppDispatch,
): Promise<PayOutcome> {
  let attempt = currentAttempt(state, orderId)!
  const already = attempt.payment === 'paid' ? attempt : paidBefore(attempt)
  if (already) return { kind: 'succeeded', paymentId: already.paymentId ?? '' }
  const currency = selectCurrency(state).code
  const locale = state.session.locale
  if (attempt.payment === 'sent' && attempt.orderId) {
    const latest = await queryPayOrderStatus(attempt.orderId)
    if (latest.status === 'SUCCEEDED') {
      markPaid(attempt, latest)
      return { kind: 'succeeded', paymentId: latest.paymentId }
    }
    const resend = latest.status === 'PENDING' && attempt.methodId === methodId && sameDetails
    attempt = resend
      ? saveAttempt({ ...attempt, paymentId: latest.paymentId })
      : endPayment(attempt)
  }
  attempt = await ensureOrder(state, attempt, methodId)
  dispatch(paymentExecuting())

  let send: () => Promise<PaymentExecutionDto>
  if (attempt.payment !== 'ended' && attempt.methodId === methodId && attempt.paymentId) {
    const returnUrl = returnUrlFor({ paymentId: attempt.paymentId }, locale)
    attempt = markSent(attempt, { returnUrl })
    const request = {
      paymentId: attempt.paymentId!,
      paymentMethodId: methodId,
      returnUrl,
      paymentData,
      idempotencyKey: attempt.payKey,
    }
    send = () => executePayment(request)
  } else {
    // The payment id is only known from the answer, so the provider returns with the order.
    const returnUrl = returnUrlFor({ orderId: attempt.orderId }, locale)
    attempt = markSent(attempt, { methodId, returnUrl })
    const request = {
      orderId: attempt.orderId!,
      paymentMethodId: methodId,
      currency,
      returnUrl,
      paymentData,
      idempotencyKey: attempt.payKey,
      consent: purchaseConsent(state),
    }
    send = () => confirmPayOrder(request)
  }
  const sent = attempt
  const paidMeanwhile = async (): Promise<PaymentExecutionDto | null> => {
    const latest = await queryPayOrderStatus(sent.orderId!)
    return latest.status === 'SUCCEEDED'
      ? { paymentId: latest.paymentId, status: 'SUCCEEDED', action: { type: 'NONE' } }
      : null
  }
  let execution: PaymentExecutionDto | null
  try {
    execution = await sendUntilKnown(send, paidMeanwhile)
  } catch (refusal) {
    // The server refused the request itself: nothing was charged, the next Pay is a new request.
    endPayment(sent)
    throw refusal
  }
  if (!execution) return { kind: 'pending', paymentId: sent.paymentId, orderId: sent.orderId }
  attempt = saveAttempt({ ...sent, paymentId: execution.paymentId })
  const outcome = await outcomeOf(execution, attempt)
  const paidWithCredit = selectOrderState(state).checkout.methods.data.some(
    (method) => method.id === methodId && method.kind === 'BALANCE',
  )
  if (outcome.kind === 'succeeded' && paidWithCredit) dispatch(userInfoRefreshRequested())
  return outcome
}

/**
 * The answer to a 3-D Secure-like challenge: Adyen's details, or the mock bank's Approve/Cancel,
 * which the simulated provider turns into its own opaque details (docs/api.md 4.4).
 */
export const answerChallenge = createApiThunk(
  'order/checkout/answerChallenge',
  async (
    {
      answer,
      orderId,
    }: { answer: AdyenJsonDto | { mockResult: ChallengeResult }; orderId: string | null },
    { getState, rejectWithValue },
  ) => {
    const state = getState()
    const attempt = currentAttempt(state, orderId)
    if (!attempt?.paymentId || attempt.methodId === null) return rejectWithValue(noPlanChosen)
    const paymentData =
      'mockResult' in answer
        ? await providerDetails(attempt.paymentId, answer.mockResult as ChallengeResult)
        : answer
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

/**
 * A checkout whose last pay request went out without an answer this tab saw (another tab's, a
 * reload's, Back's): once no tab is paying it, ask the server how it went. Paid: every tab shows
 * it paid. Declined or cancelled: free to pay again, with a new key. Still pending: the caller
 * says so, and a Pay resends under the same key (submitPayment), so it cannot charge twice.
 */
export const checkSentPayment = createApiThunk(
  'order/checkout/checkSentPayment',
  async (intent: string) =>
    withTabLock(payLockOf(intent), async () => {
      const attempt = loadAttempt(intent)
      if (attempt?.payment !== 'sent' || !attempt.orderId) return { status: null, reason: null }
      const latest = await queryPayOrderStatus(attempt.orderId)
      if (latest.status === 'SUCCEEDED') markPaid(attempt, latest)
      else if (latest.status !== 'PENDING') endPayment(attempt)
      return { status: latest.status, reason: latest.failureReason }
    }),
)

import { createAppAsyncThunk } from '../../../app/hooks'
import {
  executePayment,
  queryCreditPlans,
  queryPaymentStatus,
  queryTransactions,
  setupPayment,
} from '../../../api/endpoints/order'
import type { AdyenJsonDto } from '../../../api/contract/order'
import { serializeApiError } from '../../../api/errors'
import { shouldFetch } from '../../../api/loadable'
import type { LocaleCode } from '../../../i18n/locales'
import {
  answerChallenge,
  runPayment,
  type ChallengeResult,
  type PaymentCalls,
} from '../wallet/runPayment'
import { resultUrl } from '../wallet/walletThunks'
import {
  creditPlansFailed,
  creditPlansStarted,
  creditPlansSucceeded,
  transactionsFailed,
  transactionsStarted,
  transactionsSucceeded,
} from '../wallet/walletSlice'

/** Ten rows fit a phone screen with their descriptions; the pager does the rest. */
export const TRANSACTIONS_PAGE_SIZE = 10

export const fetchCreditPlans = createAppAsyncThunk(
  'order/wallet/fetchCreditPlans',
  async (_: void, { dispatch }) => {
    dispatch(creditPlansStarted())
    try {
      dispatch(creditPlansSucceeded(await queryCreditPlans()))
    } catch (error) {
      dispatch(creditPlansFailed(serializeApiError(error)))
    }
  },
  { condition: (_, { getState }) => shouldFetch(getState().order.wallet.creditPlans) },
)

/** One page of the balance's movements (SPEC 7.2: paging in the query string, empty body). */
export const fetchTransactions = createAppAsyncThunk(
  'order/wallet/fetchTransactions',
  async (pageNum: number, { dispatch }) => {
    dispatch(transactionsStarted(pageNum))
    try {
      const page = await queryTransactions(pageNum, TRANSACTIONS_PAGE_SIZE)
      dispatch(transactionsSucceeded({ pageNum, page }))
    } catch (error) {
      dispatch(transactionsFailed({ pageNum, error: serializeApiError(error) }))
    }
  },
)

const creditCalls = (locale: LocaleCode): PaymentCalls => ({
  flow: 'credit',
  execute: executePayment,
  status: async (paymentId) => (await queryPaymentStatus(paymentId)).status,
  returnUrl: (paymentId) => resultUrl('/recharge-success', locale, paymentId),
})

/** Buys the chosen credit plan: set up a CREDIT purchase, then pay it like checkout. */
export const buyCredit = createAppAsyncThunk(
  'order/wallet/buyCredit',
  async ({ paymentData }: { paymentData?: AdyenJsonDto }, { dispatch, getState }) => {
    const state = getState()
    const { creditPlanId, methodId } = state.order.wallet
    const { currentCurrency: currency, locale, email } = state.session
    const planId = creditPlanId ?? ''
    const paymentMethodId = methodId.credit ?? 0
    return runPayment(
      {
        ...creditCalls(locale),
        fingerprint: [email, planId, paymentMethodId, currency].join('|'),
        paymentMethodId,
        paymentData,
        open: async (keys) => {
          const item = { type: 'CREDIT', creditPlanId: planId } as const
          return (await setupPayment(item, paymentMethodId, currency, keys.setup)).paymentId
        },
      },
      dispatch,
    )
  },
  {
    condition: (_, { getState }) => {
      const { payment, creditPlanId, methodId } = getState().order.wallet
      return payment.credit.phase !== 'paying' && creditPlanId !== null && methodId.credit !== null
    },
  },
)

/** The shopper answered the 3-D Secure challenge of a credit card payment. */
export const answerCreditChallenge = createAppAsyncThunk(
  'order/wallet/answerCreditChallenge',
  async (result: ChallengeResult, { dispatch, getState }) => {
    const state = getState()
    const methodId = state.order.wallet.methodId.credit ?? 0
    return answerChallenge(creditCalls(state.session.locale), methodId, result, dispatch)
  },
  { condition: (_, { getState }) => getState().order.wallet.payment.credit.phase === 'challenge' },
)

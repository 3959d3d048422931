import { createAppAsyncThunk } from '../../../app/hooks'
import { queryCreditPlans, queryTransactions, setupPayment } from '../../../api/endpoints/order'
import type { AdyenJsonDto } from '../../../api/contract/order'
import { serializeApiError } from '../../../api/errors'
import { shouldFetch } from '../../../api/loadable'
import { runPayment } from '../wallet/runPayment'
import { createChallengeThunk, walletCalls } from '../wallet/walletCalls'
import {
  creditPlansFailed,
  creditPlansStarted,
  creditPlansSucceeded,
  transactionsFailed,
  transactionsStarted,
  transactionsSucceeded,
} from '../wallet/walletSlice'
import { selectOrderState } from '../orderState'
import { selectWalletFingerprint } from '../wallet/selectors'

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
  { condition: (_, { getState }) => shouldFetch(selectOrderState(getState()).wallet.creditPlans) },
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

/** Buys the chosen credit plan: set up a CREDIT purchase, then pay it like checkout. */
export const buyCredit = createAppAsyncThunk(
  'order/wallet/buyCredit',
  async (
    { paymentData, again }: { paymentData?: AdyenJsonDto; again?: boolean },
    { dispatch, getState },
  ) => {
    const state = getState()
    const { creditPlanId, methodId } = selectOrderState(state).wallet
    const { currentCurrency: currency, locale } = state.session
    const planId = creditPlanId ?? ''
    const paymentMethodId = methodId.credit ?? 0
    return runPayment(
      {
        ...walletCalls('credit', locale),
        fingerprint: selectWalletFingerprint('credit')(state),
        paymentMethodId,
        paymentData,
        again,
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
      const { payment, creditPlanId, methodId } = selectOrderState(getState()).wallet
      return payment.credit.phase !== 'paying' && creditPlanId !== null && methodId.credit !== null
    },
  },
)

/** The shopper answered the 3-D Secure challenge of a credit card payment. */
export const answerCreditChallenge = createChallengeThunk(
  'credit',
  'order/wallet/answerCreditChallenge',
)

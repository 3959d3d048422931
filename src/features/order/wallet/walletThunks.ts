import { createAppAsyncThunk } from '../../../app/hooks'
import {
  queryPaymentMethods,
  queryPaymentStatus,
  queryTopupPaymentStatus,
} from '../../../api/endpoints/order'
import type { PaymentPurpose } from '../../../api/contract/order'
import { serializeApiError } from '../../../api/errors'
import { localePath } from '../../../i18n/localePath'
import type { LocaleCode } from '../../../i18n/locales'
import { userInfoRefreshRequested } from '../../../shared/events'
import { attemptOfPayment, markPaid, renewPayKeys } from './attempt'
import { pollUntilFinal } from './pollStatus'
import {
  methodsFailed,
  methodsStarted,
  methodsSucceeded,
  paymentReset,
  resultAnswered,
  resultFailed,
  resultTimedOut,
  resultWatchStarted,
} from './walletSlice'
import type { ResultAnswer, WalletFlow } from './walletTypes'
import { selectOrderState } from '../orderState'

const PURPOSE: Record<WalletFlow, PaymentPurpose> = { topup: 'TOPUP', credit: 'CREDIT' }

/** The methods for a flow in the visitor's currency; asked again when the currency changes. */
export const fetchWalletMethods = createAppAsyncThunk(
  'order/wallet/fetchMethods',
  async ({ flow, currency }: { flow: WalletFlow; currency: string }, { dispatch }) => {
    dispatch(methodsStarted({ flow, currency }))
    try {
      const methods = await queryPaymentMethods(PURPOSE[flow], currency)
      dispatch(methodsSucceeded({ flow, currency, methods }))
    } catch (error) {
      dispatch(methodsFailed({ flow, currency, error: serializeApiError(error) }))
    }
  },
  {
    condition: ({ flow, currency }, { getState }) => {
      const methods = selectOrderState(getState()).wallet.methods[flow]
      return (
        methods.currency !== currency || methods.status === 'idle' || methods.status === 'failed'
      )
    },
  },
)

/** Where the provider sends the shopper back; the page corrects itself if the outcome differs. */
export function resultUrl(path: string, locale: LocaleCode, paymentId: string): string {
  return `${window.location.origin}${localePath(path, locale)}?paymentId=${encodeURIComponent(paymentId)}`
}

async function queryResult(flow: WalletFlow, paymentId: string): Promise<ResultAnswer> {
  if (flow === 'topup') {
    const answer = await queryTopupPaymentStatus(paymentId)
    return { ...pickCommon(answer), iccid: answer.iccid }
  }
  return { ...pickCommon(await queryPaymentStatus(paymentId)), iccid: null }
}

function pickCommon(answer: Omit<ResultAnswer, 'iccid'>): Omit<ResultAnswer, 'iccid'> {
  const { status, amountUsd, currency, failureReason } = answer
  return { status, amountUsd, currency, failureReason }
}

/**
 * A result page's status polling (progress in the slice, a limit, aborted when the page goes).
 * A final answer settles the attempt; money that moved refreshes the balance.
 */
export const watchPaymentResult = createAppAsyncThunk(
  'order/wallet/watchPaymentResult',
  async ({ flow, paymentId }: { flow: WalletFlow; paymentId: string }, { dispatch, signal }) => {
    dispatch(resultWatchStarted({ flow, paymentId }))
    try {
      const result = await pollUntilFinal({
        query: () => queryResult(flow, paymentId),
        outcome: (answer) => answer.status,
        onAnswer: (answer, attempt) => dispatch(resultAnswered({ paymentId, answer, attempt })),
        signal,
      })
      if (signal.aborted) return
      if (!result.final) {
        dispatch(resultTimedOut(paymentId))
        return
      }
      // Settles the shared attempt: paid (a second Pay for it then asks first), or free to retry.
      const attempt = attemptOfPayment(flow, paymentId)
      if (attempt && result.answer.status === 'SUCCEEDED') markPaid(flow, attempt)
      else if (attempt?.executed && !attempt.paidAt) renewPayKeys(flow, attempt)
      dispatch(paymentReset(flow))
      // A recharge adds credit and a top-up may have spent it: the balance is read again.
      if (result.answer.status === 'SUCCEEDED') dispatch(userInfoRefreshRequested())
    } catch (error) {
      if (!signal.aborted) dispatch(resultFailed({ paymentId, error: serializeApiError(error) }))
    }
  },
)

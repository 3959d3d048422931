import { createAppAsyncThunk } from '../../../app/hooks'
import {
  executePayment,
  executeTopupPayment,
  queryPaymentStatus,
  queryTopupPaymentStatus,
} from '../../../api/endpoints/order'
import type { LocaleCode } from '../../../i18n/locales'
import { answerChallenge, type ChallengeResult, type PaymentCalls } from './runPayment'
import { resultUrl } from './walletThunks'
import type { WalletFlow } from './walletTypes'
import { selectOrderState } from '../orderState'

/** Where each flow's payment is executed and asked about, and the page the provider returns to. */
const FLOWS = {
  topup: {
    execute: executeTopupPayment,
    status: queryTopupPaymentStatus,
    success: '/topup-success',
  },
  credit: { execute: executePayment, status: queryPaymentStatus, success: '/recharge-success' },
} as const

/** The calls of a top-up or a credit purchase, for runPayment and answerChallenge. */
export function walletCalls(flow: WalletFlow, locale: LocaleCode): PaymentCalls {
  const { execute, status, success } = FLOWS[flow]
  return {
    flow,
    execute,
    status: async (paymentId) => (await status(paymentId)).status,
    returnUrl: (paymentId) => resultUrl(success, locale, paymentId),
  }
}

/** The shopper answered the 3-D Secure challenge of a top-up's or a credit purchase's card payment. */
export function createChallengeThunk(flow: WalletFlow, type: string) {
  return createAppAsyncThunk(
    type,
    async (result: ChallengeResult, { dispatch, getState }) => {
      const state = getState()
      const { methodId, payment } = selectOrderState(state).wallet
      return answerChallenge(
        walletCalls(flow, state.session.locale),
        methodId[flow] ?? 0,
        payment[flow].paymentId,
        result,
        dispatch,
      )
    },
    {
      condition: (_, { getState }) =>
        selectOrderState(getState()).wallet.payment[flow].phase === 'challenge',
    },
  )
}

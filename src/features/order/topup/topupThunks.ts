import { createAppAsyncThunk } from '../../../app/hooks'
import { createTopupOrder, queryTopupOrder, setupTopup } from '../../../api/endpoints/order'
import type { AdyenJsonDto } from '../../../api/contract/order'
import { serializeApiError } from '../../../api/errors'
import { runPayment } from '../wallet/runPayment'
import { createChallengeThunk, walletCalls } from '../wallet/walletCalls'
import { topupLookupFailed, topupLookupStarted, topupLookupSucceeded } from '../wallet/walletSlice'
import { selectOrderState } from '../orderState'
import { selectWalletFingerprint } from '../wallet/selectors'

/** The eSIM behind an ICCID and the plans it can add (docs/api.md 4.3). */
export const lookupTopup = createAppAsyncThunk(
  'order/wallet/lookupTopup',
  async (iccid: string, { dispatch }) => {
    dispatch(topupLookupStarted(iccid))
    try {
      const answer = await queryTopupOrder(iccid)
      dispatch(topupLookupSucceeded({ iccid, answer }))
    } catch (error) {
      dispatch(topupLookupFailed({ iccid, error: serializeApiError(error) }))
    }
  },
  {
    // The same ICCID is not asked twice at once, nor again once answered (a retry is allowed).
    condition: (iccid, { getState }) => {
      const { iccid: current, topupLookup } = selectOrderState(getState()).wallet
      return current !== iccid || topupLookup.status === 'idle' || topupLookup.status === 'failed'
    },
  },
)

/**
 * Pays the chosen top-up plan: create the top-up order, set up its payment, execute it.
 * Resolves with what the page does next; failures land in the slice, never as a rejection.
 */
export const payTopup = createAppAsyncThunk(
  'order/wallet/payTopup',
  async (
    { paymentData, again }: { paymentData?: AdyenJsonDto; again?: boolean },
    { dispatch, getState },
  ) => {
    const state = getState()
    const { iccid, topupPackageId, methodId, topupConsent } = selectOrderState(state).wallet
    const { currentCurrency: currency, locale } = state.session
    const packageId = topupPackageId ?? ''
    const paymentMethodId = methodId.topup ?? 0
    return runPayment(
      {
        ...walletCalls('topup', locale),
        fingerprint: selectWalletFingerprint('topup')(state),
        paymentMethodId,
        paymentData,
        again,
        open: async (keys) => {
          const order = await createTopupOrder(iccid, packageId, currency, keys.create)
          const setup = await setupTopup(order.topupOrderId, paymentMethodId, keys.setup, {
            immediateDelivery: topupConsent,
          })
          return setup.paymentId
        },
      },
      dispatch,
    )
  },
  {
    // Pay cannot submit twice: a second press while one runs is dropped here.
    condition: (_, { getState }) => {
      const { payment, topupPackageId, methodId, iccid } = selectOrderState(getState()).wallet
      return (
        payment.topup.phase !== 'paying' &&
        iccid !== '' &&
        topupPackageId !== null &&
        methodId.topup !== null
      )
    },
  },
)

/** The shopper answered the 3-D Secure challenge of a top-up card payment. */
export const answerTopupChallenge = createChallengeThunk(
  'topup',
  'order/wallet/answerTopupChallenge',
)

import type { OrderTab } from '../../../api/contract/order'
import { selectIsLoggedIn, type RootState } from '../../../app/hooks'
import { ACCOUNT_STATUS } from '../../../shared/lib/accountStatus'
import { selectOrderState } from '../orderState'

export const selectOrderList = (tab: OrderTab) => (state: RootState) =>
  selectOrderState(state).orders.lists[tab]
export const selectEsimResource = (orderId: string) => (state: RootState) =>
  selectOrderState(state).orders.resources[orderId]
export const selectRefund = (orderId: string) => (state: RootState) =>
  selectOrderState(state).orders.refunds[orderId]
export const selectReviewPrompt = (state: RootState) => selectOrderState(state).orders.reviewPrompt

/** Finds an order in whichever list holds it (dialogs keep only the id). */
export const selectOrderById = (orderId: string | null) => (state: RootState) => {
  if (!orderId) return undefined
  const { CURRENT, PAST } = selectOrderState(state).orders.lists
  return (
    CURRENT.orders.find((order) => order.orderId === orderId) ??
    PAST.orders.find((order) => order.orderId === orderId)
  )
}

/**
 * The session is another feature's slice; reading it through RootState (not its module) keeps
 * the features apart. The prompt must wait for the account overlays to be closed.
 */
export const selectSignedInEmail = (state: RootState) =>
  selectIsLoggedIn(state) ? state.session.email : ''
export const selectOtherOverlayOpen = (state: RootState) =>
  state.session.accountStatus !== ACCOUNT_STATUS.closed ||
  state.session.promoDialogVisible ||
  state.session.registerSuccessVisible
/** Narrow screens get dialogs as bottom sheets (SPEC 2.5), as the session's own dialogs do. */
export const selectIsMobile = (state: RootState) => state.session.mobile

import type { OrderTab } from '../../../api/contract/order'
import { selectIsLoggedIn, type RootState } from '../../../app/hooks'
import { ACCOUNT_STATUS } from '../../../shared/lib/accountStatus'

export const selectOrderList = (tab: OrderTab) => (state: RootState) =>
  state.order.orders.lists[tab]
export const selectEsimResource = (orderId: string) => (state: RootState) =>
  state.order.orders.resources[orderId]
export const selectRefund = (orderId: string) => (state: RootState) =>
  state.order.orders.refunds[orderId]
export const selectReviewPrompt = (state: RootState) => state.order.orders.reviewPrompt

/** Finds an order in whichever list holds it (dialogs keep only the id). */
export const selectOrderById = (orderId: string | null) => (state: RootState) => {
  if (!orderId) return undefined
  const { CURRENT, PAST } = state.order.orders.lists
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

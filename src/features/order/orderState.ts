import { initialCheckoutState, type CheckoutState } from './checkout/checkoutState'
import { initialOrdersState, type OrdersState } from './orders/ordersState'
import { initialWalletState, type WalletState } from './wallet/walletState'

/**
 * The order slice's shape and starting value, without its reducers: those bring the thunks and
 * API calls of checkout, orders and wallet, which no page but theirs needs (see app/store.ts).
 */
export interface OrderState {
  checkout: CheckoutState
  orders: OrdersState
  wallet: WalletState
}

export const initialOrderState: OrderState = {
  checkout: initialCheckoutState,
  orders: initialOrdersState,
  wallet: initialWalletState,
}

/**
 * The order slice joins the store with the first page that needs it (app/withOrderState.ts,
 * Redux Toolkit's combineSlices): until then the state has no `order`, and readers see its
 * starting value.
 */
export const selectOrderState = (state: { order?: OrderState }): OrderState =>
  state.order ?? initialOrderState

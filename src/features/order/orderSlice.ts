import { combineReducers, type Reducer } from '@reduxjs/toolkit'
import { checkoutReducer } from './checkout/checkoutSlice'
import { ordersReducer } from './orders/ordersSlice'
import { walletReducer } from './wallet/walletSlice'
import type { OrderState } from './orderState'

export type { OrderState } from './orderState'

/**
 * The order slice of the product owner's card, composed of three parts with one owner each:
 * checkout, the orders list, and the wallet (top-up, credit, balance). Each resets on sign-out.
 */
export const orderReducer: Reducer<OrderState> = combineReducers({
  checkout: checkoutReducer,
  orders: ordersReducer,
  wallet: walletReducer,
})

import { combineReducers } from '@reduxjs/toolkit'
import { checkoutReducer } from './checkout/checkoutSlice'
import { ordersReducer } from './orders/ordersSlice'
import { walletReducer } from './wallet/walletSlice'

/**
 * The order slice of the product owner's card, composed of three parts with one owner each:
 * checkout, the orders list, and the wallet (top-up, credit, balance). Each resets on sign-out.
 */
export const orderReducer = combineReducers({
  checkout: checkoutReducer,
  orders: ordersReducer,
  wallet: walletReducer,
})

export type OrderState = ReturnType<typeof orderReducer>

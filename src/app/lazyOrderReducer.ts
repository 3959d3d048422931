import type { Reducer } from '@reduxjs/toolkit'
import { initialOrderState, type OrderState } from '../features/order/orderState'

/**
 * The order slice's reducers (checkout, orders, wallet) come with their thunks and API calls:
 * about 7 KB gzip that the home page and the other shop pages never use. The slice therefore
 * holds its initial state until a page that needs it awaits `loadOrderReducer()` (the page
 * table's `withOrderState`, the review prompt); no order action can be dispatched before, since
 * only those pages' code dispatches them. Once loaded, every store uses the real reducer.
 * (Its own module, light enough for the page table that Node-run tests import.)
 */
let loadedOrderReducer: Reducer<OrderState> | null = null

export const orderReducer: Reducer<OrderState> = (state = initialOrderState, action) =>
  loadedOrderReducer ? loadedOrderReducer(state, action) : state

export async function loadOrderReducer(): Promise<void> {
  loadedOrderReducer ??= (await import('../features/order/orderSlice')).orderReducer
}

/** Loads a page of features/order together with the order reducer it dispatches to. */
export function withOrderState<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([loadOrderReducer(), load()]))[1]
}

import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { sessionReducer } from '../features/session/sessionSlice'
import { catalogueReducer } from '../features/catalogue/catalogueSlice'
import type { OrderState } from '../features/order/orderState'

/**
 * Slices whose reducers arrive with the pages that need them (app/withOrderState.ts): the
 * order slice's reducers bring the thunks and API calls of checkout, orders and wallet, which
 * the home page and the other shop pages never use.
 */
export interface LazyLoadedSlices {
  order: OrderState
}

function combineRootReducer() {
  return combineSlices({
    session: sessionReducer,
    catalogue: catalogueReducer,
  }).withLazyLoadedSlices<LazyLoadedSlices>()
}

let combined: ReturnType<typeof combineRootReducer> | undefined

/**
 * Combined on first use, not when this module is evaluated: combining runs every slice's
 * reducer once (Redux checks their shape), about a quarter of the entry module's evaluation.
 * Moved into start-up's next task, it no longer makes that one long task longer (issue 34).
 */
export function rootReducer() {
  combined ??= combineRootReducer()
  return combined
}

export type RootState = ReturnType<ReturnType<typeof combineRootReducer>>

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer(), preloadedState })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']

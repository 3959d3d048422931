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

export const rootReducer = combineSlices({
  session: sessionReducer,
  catalogue: catalogueReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>()

export type RootState = ReturnType<typeof rootReducer>

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']

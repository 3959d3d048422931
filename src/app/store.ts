import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit'
import { sessionReducer } from '../features/session/sessionSlice'
import { catalogueReducer } from '../features/catalogue/catalogueSlice'
import { initialOrderState, type OrderState } from '../features/order/orderState'

/**
 * The order slice's reducers (checkout, orders, wallet) come with their thunks and API calls:
 * about 9 KB gzip that the home page and the other shop pages never use. The slice therefore
 * holds its initial state until a page that needs it loads `loadOrderReducer()` (router page
 * table, review prompt); no order action can be dispatched before, since only those pages'
 * code dispatches them. Once loaded, every store uses the real reducer.
 */
let loadedOrderReducer: Reducer<OrderState> | null = null
const orderReducer: Reducer<OrderState> = (state = initialOrderState, action) =>
  loadedOrderReducer ? loadedOrderReducer(state, action) : state

export async function loadOrderReducer(): Promise<void> {
  loadedOrderReducer ??= (await import('../features/order/orderSlice')).orderReducer
}

/** Loads a page of features/order together with the order reducer it dispatches to. */
export function withOrderState<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([loadOrderReducer(), load()]))[1]
}

const rootReducer = combineReducers({
  session: sessionReducer,
  catalogue: catalogueReducer,
  order: orderReducer,
})

export type RootState = ReturnType<typeof rootReducer>

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']

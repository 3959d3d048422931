/**
 * The order slice (checkout, orders, wallet) is injected into the root reducer when the first
 * page that dispatches to it loads: about 7 KB gzip of reducers, thunks and API calls that the
 * home page and the other shop pages never use. No order action can be dispatched before, since
 * only those pages' code dispatches them; until then `selectOrderState` answers the starting
 * value. Both modules are imported when called, not by this file, so the page table that
 * Node-run tests import stays light.
 */
export async function loadOrderSlice(): Promise<void> {
  const [{ rootReducer }, { orderReducer }] = await Promise.all([
    import('./store'),
    import('../features/order/orderSlice'),
  ])
  rootReducer().inject({ reducerPath: 'order', reducer: orderReducer })
}

/** Loads a page of features/order together with the order slice it dispatches to. */
export function withOrderState<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([loadOrderSlice(), load()]))[1]
}

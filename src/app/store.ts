import { combineReducers, configureStore } from '@reduxjs/toolkit'
import { sessionReducer } from '../features/session/sessionSlice'
import { catalogueReducer } from '../features/catalogue/catalogueSlice'
import { orderReducer } from './lazyOrderReducer'

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

import { createAsyncThunk } from '@reduxjs/toolkit'
import { useDispatch, useSelector, useStore } from 'react-redux'
import type { AppDispatch, AppStore, RootState } from './store'
import { currencies, findCurrency, type Currency } from '../config/currencies'
import type { SerializedApiError } from '../api/errors'

/** Typed hooks and thunk creator: the only part of `app` that features import. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
export const useAppStore = useStore.withTypes<AppStore>()

export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState
  dispatch: AppDispatch
  rejectValue: SerializedApiError
}>()

export type { RootState, AppDispatch }
export type { AppStore }

/**
 * The visitor's currency is read by every feature that shows a price, so it lives here rather
 * than inside one feature.
 */
export const selectCurrency = (state: RootState): Currency =>
  findCurrency(state.session.currentCurrency) ?? currencies[0]!

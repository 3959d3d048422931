import { createAsyncThunk, type AsyncThunkOptions, type GetThunkAPI } from '@reduxjs/toolkit'
import { useDispatch, useSelector } from 'react-redux'
import type { AppDispatch, AppStore, RootState } from './store'
import { currencies, findCurrency, type Currency } from '../api/contract/currencies'
import { serializeApiError, type SerializedApiError } from '../api/errors'

/** Typed hooks and thunk creator: the only part of `app` that features import. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()

interface AppThunkConfig {
  state: RootState
  dispatch: AppDispatch
  rejectValue: SerializedApiError
}

export const createAppAsyncThunk = createAsyncThunk.withTypes<AppThunkConfig>()
type AppThunkApi = GetThunkAPI<AppThunkConfig>
type RejectedWithApiError = ReturnType<AppThunkApi['rejectWithValue']>

/**
 * A thunk around API calls: whatever `run` throws becomes the rejected action's payload as a
 * serialized API error (its code, the server's message), which slices and pages read to say
 * what went wrong. `run` may still reject with a value of its own before it calls the API.
 */
export function createApiThunk<Returned, Arg = void>(
  type: string,
  run: (arg: Arg, thunkApi: AppThunkApi) => Promise<Returned | RejectedWithApiError>,
  options?: AsyncThunkOptions<Arg, AppThunkConfig>,
) {
  return createAppAsyncThunk<Returned, Arg>(
    type,
    (arg, thunkApi) =>
      Promise.resolve()
        .then(() => run(arg, thunkApi))
        .catch((error: unknown) => thunkApi.rejectWithValue(serializeApiError(error))),
    options,
  )
}

export type { RootState, AppDispatch }
export type { AppStore }

/**
 * The visitor's currency is read by every feature that shows a price, so it lives here rather
 * than inside one feature.
 */
export const selectCurrency = (state: RootState): Currency =>
  findCurrency(state.session.currentCurrency) ?? currencies[0]!

/*
 * Signed in is read from the token rather than stored beside it: a stored copy can drift (a
 * flag saying signed in with the token gone). Every feature reads it, as it reads the currency.
 * Likewise the ISO language tag is localeIso(locale) (i18n/locales.ts), and the currency list
 * is the contract's constant (api/contract/currencies.ts), imported where it is shown.
 */

/** Signed in exactly when the session holds a token (an account's or a guest's). */
export const selectIsLoggedIn = (state: RootState): boolean => state.session.token !== ''

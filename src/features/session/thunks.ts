import { createAppAsyncThunk } from '../../app/hooks'
import { signedOut } from '../../shared/events'
import { clearLogin, saveCookieNotice, saveCurrency, saveLocaleChoice } from './persistence'
import { cookieNoticeAnswered, currencyChosen } from './sessionSlice'
import type { LocaleCode } from '../../i18n/locales'

/** Side effects live in thunks so the reducers stay pure. */
export const chooseCurrency = createAppAsyncThunk(
  'session/chooseCurrency',
  async (code: string, { dispatch }) => {
    dispatch(currencyChosen(code))
    saveCurrency(code)
  },
)

export const answerCookieNotice = createAppAsyncThunk(
  'session/answerCookieNotice',
  async (_: void, { dispatch }) => {
    dispatch(cookieNoticeAnswered())
    saveCookieNotice(2)
  },
)

export const rememberLocaleChoice = createAppAsyncThunk(
  'session/rememberLocaleChoice',
  async (locale: LocaleCode) => {
    saveLocaleChoice(locale)
  },
)

export const signOut = createAppAsyncThunk('session/signOut', async (_: void, { dispatch }) => {
  clearLogin()
  dispatch(signedOut())
})

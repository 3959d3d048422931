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

/** How long sign-out waits for the server before it signs out here anyway. */
const SERVER_SIGN_OUT_WAIT_MS = 3000

/**
 * Ends the session on the server first (so the token can't be used again, issue 46.3), then here.
 * Offline or slow, the visitor is still signed out at once here; the token then ends when it
 * has been idle long enough (docs/api.md 3).
 */
export const signOut = createAppAsyncThunk(
  'session/signOut',
  async (arg: { everywhere?: boolean } | void, { dispatch }) => {
    await Promise.race([
      // Loaded on use: the account calls stay out of the home page's first script.
      import('../../api/endpoints/account')
        .then(({ logout }) => logout(arg?.everywhere ?? false))
        .catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, SERVER_SIGN_OUT_WAIT_MS)),
    ])
    clearLogin()
    dispatch(signedOut())
  },
)

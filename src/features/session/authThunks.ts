import { createAppAsyncThunk, type AppDispatch, type RootState } from '../../app/hooks'
import {
  checkVerifyCode,
  enrolInSignupPromotion,
  loginAnonymously,
  loginAsGuest,
  loginWithPassword,
  queryUserInfo,
  registerAccount,
  resetPassword,
  sendPasswordResetCode,
  sendRegisterCode,
  updatePassword,
} from '../../api/endpoints/account'
import { queryMerchantIdByShortCode } from '../../api/endpoints/partner'
import { readTokenSubject, type LoginResponse } from '../../api/contract/account'
import { ERROR_CODES } from '../../api/contract/envelope'
import { serializeApiError, type SerializedApiError } from '../../api/errors'
import { signedOut } from '../../shared/events'
import { markLoginExpired, saveLogin, type LoginType } from './persistence'
import {
  analyticsUserIdentified,
  captchaDemanded,
  codeFlowStarted,
  loggedIn,
  merchantResolved,
  promoBound,
  registerSuccessToggled,
  resetTicketIssued,
  resetTicketUsed,
  userInfoLoaded,
  userInfoReadEnded,
  userInfoReadStarted,
  type CodeFlow,
  type UserInfo,
} from './sessionSlice'
import { clearCodeFlow, saveCodeFlow } from './codeFlowStorage'
import { currentDeviceInfo } from './deviceInfo'

/**
 * The registration password is needed again after the code check (register, then log in),
 * so it waits here, in memory only: never in the store, never on disk.
 */
let pendingPassword = ''

/**
 * A reload empties the memory, and the password is never stored: a registration resumed after
 * one asks for the password again before the code can create the account.
 */
export function needsPasswordAgain(flow: CodeFlow): boolean {
  return flow.codeType === 'REGISTER' && pendingPassword === ''
}

/** The password typed again in the code dialog, kept in memory like the first one. */
export function rememberPassword(password: string): void {
  pendingPassword = password
}

/** The ticked recaptcha, once the server demanded one (RT_NOBEL_ERROR_10029). */
export interface Captcha {
  rspToken?: string
}

export const EMPTY_USER_INFO: UserInfo = { email: '', balanceText: '', balanceUsd: 0 }

function attribution(state: RootState) {
  const { merchantId, merchantSubId, sourceType } = state.session
  return {
    merchant:
      merchantId === null ? null : { merchantId, merchantSubId: merchantSubId || undefined },
    sourceType: sourceType || undefined,
  }
}

async function completeLogin(dispatch: AppDispatch, result: LoginResponse, loginType: LoginType) {
  const login = { email: result.email, token: result.token, loginType }
  saveLogin(login)
  dispatch(loggedIn(login))
  const subject = readTokenSubject(result.token)
  if (subject) dispatch(analyticsUserIdentified(subject.id))
  // useSessionRefresh loads the user info for the new token.
}

/** Runs an API step and turns failures into serialisable rejections. */
async function guarded<T>(
  reject: (error: SerializedApiError) => unknown,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step()
  } catch (error) {
    return reject(serializeApiError(error)) as never
  }
}

/** User info with the balance (SPEC 7.3); a failure stores an empty user info. */
export const fetchUserInfo = createAppAsyncThunk(
  'session/fetchUserInfo',
  async (_: void, { getState, dispatch }) => {
    const { email, token } = getState().session
    dispatch(userInfoReadStarted(token))
    try {
      // Money that moves while the answer is on its way asks again: the last word is the latest.
      let info
      let revision
      let reads = 0
      do {
        revision = getState().session.userInfoRevision
        info = await queryUserInfo(email)
        reads += 1
      } while (revision !== getState().session.userInfoRevision && reads < 3)
      dispatch(
        userInfoLoaded({
          email: info.email,
          balanceText: info.balanceText,
          balanceUsd: info.balanceUsd,
        }),
      )
      if (info.isBindPromoCode) dispatch(promoBound())
    } catch (error) {
      dispatch(userInfoLoaded(EMPTY_USER_INFO))
      // A token the server no longer accepts ends the session here rather than on every page.
      if (serializeApiError(error).code === ERROR_CODES.unauthorized) {
        markLoginExpired()
        dispatch(signedOut())
      }
    } finally {
      dispatch(userInfoReadEnded())
    }
  },
  {
    condition: (_, { getState }) =>
      getState().session.token !== '' &&
      getState().session.userInfoReadFor !== getState().session.token,
  },
)

export const loginWithEmail = createAppAsyncThunk(
  'session/loginWithEmail',
  async (
    { email, password, rspToken }: { email: string; password: string } & Captcha,
    { getState, dispatch, rejectWithValue },
  ) =>
    guarded(rejectWithValue, async () => {
      const result = await loginWithPassword(
        email.trim(),
        password,
        attribution(getState()).sourceType,
        rspToken,
      )
      await completeLogin(dispatch, result, 'accountLogin')
    }),
)

/**
 * Sends a code, unless one went out moments ago: the server then refuses a new one
 * (codeResendTooSoon), and the way forward is the code already mailed, so the dialog opens for it.
 */
async function codeAlreadySent(send: () => Promise<void>): Promise<'new' | 'earlier'> {
  try {
    await send()
    return 'new'
  } catch (error) {
    if (serializeApiError(error).code === ERROR_CODES.codeResendTooSoon) return 'earlier'
    throw error
  }
}

export const startRegistration = createAppAsyncThunk(
  'session/startRegistration',
  async (
    { email, password, rspToken }: { email: string; password: string } & Captcha,
    { getState, dispatch, rejectWithValue },
  ) =>
    guarded(rejectWithValue, async () => {
      const sent = await codeAlreadySent(() =>
        sendRegisterCode(
          email.trim(),
          password,
          { merchant: attribution(getState()).merchant },
          rspToken,
        ),
      )
      pendingPassword = password
      const flow: CodeFlow = { email: email.trim(), codeType: 'REGISTER' }
      if (sent === 'new') saveCodeFlow(flow)
      dispatch(codeFlowStarted(flow))
    }),
)

export const startPasswordReset = createAppAsyncThunk(
  'session/startPasswordReset',
  async ({ email, rspToken }: { email: string } & Captcha, { dispatch, rejectWithValue }) =>
    guarded(rejectWithValue, async () => {
      const sent = await codeAlreadySent(() => sendPasswordResetCode(email.trim(), rspToken))
      const flow: CodeFlow = { email: email.trim(), codeType: 'FINDPASSWORD' }
      if (sent === 'new') saveCodeFlow(flow)
      dispatch(codeFlowStarted(flow))
    }),
)

export const resendCode = createAppAsyncThunk(
  'session/resendCode',
  async (captcha: Captcha | void, { getState, rejectWithValue }) =>
    guarded(rejectWithValue, async () => {
      const rspToken = captcha ? captcha.rspToken : undefined
      const flow = getState().session.codeFlow
      if (!flow) return
      if (flow.codeType === 'REGISTER') {
        await sendRegisterCode(
          flow.email,
          pendingPassword,
          { merchant: attribution(getState()).merchant },
          rspToken,
        )
      } else {
        await sendPasswordResetCode(flow.email, rspToken)
      }
    }),
)

/**
 * The sixth digit's submit (SPEC 4.3). REGISTER: check, register, log in, then a toast or the
 * register-success dialog; FINDPASSWORD: check, then the reset page takes over.
 */
export const submitVerificationCode = createAppAsyncThunk(
  'session/submitVerificationCode',
  async ({ code, rspToken }: { code: string } & Captcha, { getState, dispatch, rejectWithValue }) =>
    guarded(rejectWithValue, async () => {
      const flow = getState().session.codeFlow
      if (!flow) throw new Error('No verification in progress')
      await checkVerifyCode(flow.email, flow.codeType, code)
      if (flow.codeType === 'FINDPASSWORD') {
        clearCodeFlow()
        dispatch(resetTicketIssued({ email: flow.email, code }))
        return { codeType: flow.codeType, hasMerchant: false }
      }
      const { merchant, sourceType } = attribution(getState())
      await registerAccount(flow.email, pendingPassword, code, { merchant, sourceType }, rspToken)
      const result = await loginWithPassword(flow.email, pendingPassword, sourceType, rspToken)
      pendingPassword = ''
      clearCodeFlow()
      await completeLogin(dispatch, result, 'accountLogin')
      // The sign-up promotion is a bonus: its failure must not spoil a finished registration.
      await enrolInSignupPromotion(flow.email, { merchant, sourceType }).catch(() => null)
      if (!merchant) dispatch(registerSuccessToggled(true))
      return { codeType: flow.codeType, hasMerchant: merchant !== null }
    }),
)

export const completePasswordReset = createAppAsyncThunk(
  'session/completePasswordReset',
  async (password: string, { getState, dispatch, rejectWithValue }) =>
    guarded(rejectWithValue, async () => {
      const ticket = getState().session.resetTicket
      if (!ticket) throw new Error('No checked code')
      await resetPassword(ticket.email, ticket.code, password)
      dispatch(resetTicketUsed())
      const result = await loginWithPassword(
        ticket.email,
        password,
        attribution(getState()).sourceType,
      )
      await completeLogin(dispatch, result, 'accountLogin')
    }),
)

export const changePassword = createAppAsyncThunk(
  'session/changePassword',
  async (
    { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
    { getState, rejectWithValue },
  ) =>
    guarded(rejectWithValue, () =>
      updatePassword(getState().session.email, oldPassword, newPassword),
    ),
)

/** Guest login (SPEC 4.4): anonymous login, then login with the returned check token. */
export const loginAsGuestUser = createAppAsyncThunk(
  'session/loginAsGuestUser',
  async (rspToken: string, { getState, dispatch, rejectWithValue }) => {
    try {
      const { merchant, sourceType } = attribution(getState())
      const anonymous = await loginAnonymously(rspToken, currentDeviceInfo(), { merchant })
      // A ticked captcha goes with step 2 too: a server may demand it on either call.
      const result = await loginAsGuest(
        anonymous.checkToken,
        anonymous.email,
        sourceType,
        rspToken || undefined,
      )
      await completeLogin(dispatch, result, 'guestLogin')
    } catch (error) {
      const serialized = serializeApiError(error)
      if (serialized.code === ERROR_CODES.recaptchaRequired) dispatch(captchaDemanded(true))
      return rejectWithValue(serialized)
    }
  },
)

/** The partner behind a short code (SPEC 7.2 affiliate service); none when unknown. */
export const resolveMerchant = createAppAsyncThunk(
  'session/resolveMerchant',
  async (shortCode: string, { dispatch }) => {
    try {
      dispatch(merchantResolved(await queryMerchantIdByShortCode(shortCode)))
    } catch {
      // The visit still works without attribution; the cookie keeps the code for a retry.
    }
  },
)

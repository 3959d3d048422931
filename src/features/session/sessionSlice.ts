import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { BASE_CURRENCY } from '../../config/constants'
import { findCurrency } from '../../api/contract/currencies'
import { DEFAULT_LOCALE, type LocaleCode } from '../../i18n/locales'
import {
  accountChooserRequested,
  signedOut,
  toastRequested,
  userInfoRefreshRequested,
} from '../../shared/events'
import type { LoginType, PersistedLogin } from './persistence'
import { ACCOUNT_STATUS, type AccountStatus } from '../../shared/lib/accountStatus'

export interface UserInfo {
  email: string
  /** Balance as the server formats it for display. */
  balanceText: string
  balanceUsd: number
}

export interface Toast {
  id: number
  message: string
  tone: 'success' | 'error' | 'info'
}

/**
 * No field here follows from another: signed in, the ISO language tag and the currency list
 * come from `token`, `locale` and a constant, and a stored copy could disagree with its source
 * (signed in with no token). `selectIsLoggedIn` (app/hooks.ts), `localeIso` (i18n/locales.ts)
 * and the contract's currency list (api/contract/currencies.ts) give them.
 */
export interface SessionState {
  locale: LocaleCode
  email: string
  token: string
  loginType: LoginType | ''
  clientId: string
  country: string
  userInfo: UserInfo | null
  /** Counts the requests to read the user info again (money moved); a read older than the last is read again. */
  userInfoRevision: number
  /** The token whose user info is being read: one read per token at a time, however often asked. */
  userInfoReadFor: string
  promoDialogVisible: boolean
  isBindPromoCode: boolean
  currentCurrency: string
  baseCurrency: typeof BASE_CURRENCY
  shortCode: string
  subId: string
  merchantId: number | null
  merchantSubId: string
  sourceType: string
  iccid: string
  mobile: boolean
  /** 1 = cookie notice visible, 2 = answered. */
  cookieVisible: number
  /** The footer's Cookie settings opened the notice again, on any page; not kept. */
  cookieSettingsOpen: boolean
  accountStatus: AccountStatus
  /** Where the open chooser sends a visitor who continues as a guest ('' = stay). */
  chooserNext: string
  areaId: string
  /** Short confirmations shown in the toast region. */
  toasts: Toast[]
  /** The verification-code dialog's context (ACCOUNT_STATUS.verifyCode). */
  codeFlow: CodeFlow | null
  /** A FINDPASSWORD code that passed the check, for the reset page. */
  resetTicket: { email: string; code: string } | null
  /** The guest login needs a ticked reCAPTCHA (other country, or the server asked: SPEC 4.4). */
  captchaRequired: boolean
  registerSuccessVisible: boolean
  /** From the token's subject: the analytics user id (SPEC 3.2). */
  analyticsUserId: string
}

export interface CodeFlow {
  email: string
  codeType: 'REGISTER' | 'FINDPASSWORD'
}

export const initialSessionState: SessionState = {
  locale: DEFAULT_LOCALE,
  email: '',
  token: '',
  loginType: '',
  clientId: '',
  country: '',
  userInfo: null,
  userInfoRevision: 0,
  userInfoReadFor: '',
  promoDialogVisible: false,
  isBindPromoCode: false,
  currentCurrency: BASE_CURRENCY,
  baseCurrency: BASE_CURRENCY,
  shortCode: '',
  subId: '',
  merchantId: null,
  merchantSubId: '',
  sourceType: '',
  iccid: '',
  mobile: false,
  cookieVisible: 1,
  cookieSettingsOpen: false,
  accountStatus: ACCOUNT_STATUS.closed,
  chooserNext: '',
  areaId: '',
  toasts: [],
  codeFlow: null,
  resetTicket: null,
  captchaRequired: false,
  registerSuccessVisible: false,
  analyticsUserId: '',
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    localeChanged(state, action: PayloadAction<LocaleCode>) {
      state.locale = action.payload
    },
    currencyChosen(state, action: PayloadAction<string>) {
      if (findCurrency(action.payload)) {
        state.currentCurrency = action.payload
      }
    },
    loggedIn(state, action: PayloadAction<PersistedLogin>) {
      state.email = action.payload.email
      state.token = action.payload.token
      state.loginType = action.payload.loginType
      state.accountStatus = ACCOUNT_STATUS.closed
    },
    userInfoLoaded(state, action: PayloadAction<UserInfo | null>) {
      state.userInfo = action.payload
    },
    userInfoReadStarted(state, action: PayloadAction<string>) {
      state.userInfoReadFor = action.payload
    },
    userInfoReadEnded(state) {
      state.userInfoReadFor = ''
    },
    cookieNoticeAnswered(state) {
      state.cookieVisible = 2
      state.cookieSettingsOpen = false
    },
    cookieSettingsOpened(state) {
      state.cookieSettingsOpen = true
    },
    accountStatusChanged(state, action: PayloadAction<AccountStatus>) {
      state.accountStatus = action.payload
      // Opened or closed any other way, the chooser leads nowhere but where the visitor is.
      state.chooserNext = ''
    },
    promoDialogToggled(state, action: PayloadAction<boolean>) {
      state.promoDialogVisible = action.payload
    },
    viewportChanged(state, action: PayloadAction<boolean>) {
      state.mobile = action.payload
    },
    affiliateCaptured(
      state,
      action: PayloadAction<{ shortCode: string; subId: string; sourceType: string }>,
    ) {
      state.shortCode = action.payload.shortCode || state.shortCode
      state.subId = action.payload.subId || state.subId
      state.sourceType = action.payload.sourceType || state.sourceType
    },
    merchantResolved(state, action: PayloadAction<number | null>) {
      state.merchantId = action.payload
      state.merchantSubId = action.payload === null ? '' : state.subId
    },
    countryDetected(state, action: PayloadAction<string>) {
      state.country = action.payload
    },
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload)
      },
      prepare(message: string, tone: Toast['tone'] = 'success') {
        return { payload: { id: Date.now() + Math.random(), message, tone } }
      },
    },
    toastDismissed(state, action: PayloadAction<number>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload)
    },
    promoBound(state) {
      state.isBindPromoCode = true
    },
    codeFlowStarted(state, action: PayloadAction<CodeFlow>) {
      state.codeFlow = action.payload
      state.accountStatus = ACCOUNT_STATUS.verifyCode
    },
    codeDialogClosed(state) {
      state.accountStatus = ACCOUNT_STATUS.closed
    },
    resetTicketIssued(state, action: PayloadAction<{ email: string; code: string }>) {
      state.resetTicket = action.payload
      state.codeFlow = null
      state.accountStatus = ACCOUNT_STATUS.closed
    },
    resetTicketUsed(state) {
      state.resetTicket = null
    },
    captchaDemanded(state, action: PayloadAction<boolean>) {
      state.captchaRequired = action.payload
    },
    registerSuccessToggled(state, action: PayloadAction<boolean>) {
      state.registerSuccessVisible = action.payload
    },
    analyticsUserIdentified(state, action: PayloadAction<string>) {
      state.analyticsUserId = action.payload
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, (state) => {
      state.loginType = ''
      state.email = ''
      state.token = ''
      state.userInfo = null
      state.promoDialogVisible = false
      state.isBindPromoCode = false
      state.analyticsUserId = ''
      state.registerSuccessVisible = false
    })
    // Another feature (plan detail's Buy now) asks for the guest/login chooser.
    builder.addCase(accountChooserRequested, (state, action) => {
      state.accountStatus = ACCOUNT_STATUS.chooser
      state.chooserNext = action.payload.next
    })
    // The wallet says the balance changed: no user info makes useSessionRefresh read it again.
    builder.addCase(userInfoRefreshRequested, (state) => {
      state.userInfoRevision += 1
      if (state.token) state.userInfo = null
    })
    // Another feature (orders: review sent, refund requested) asks for a toast.
    builder.addCase(toastRequested, (state, action) => {
      state.toasts.push(action.payload)
    })
  },
})

export const {
  localeChanged,
  currencyChosen,
  loggedIn,
  userInfoLoaded,
  userInfoReadStarted,
  userInfoReadEnded,
  cookieNoticeAnswered,
  cookieSettingsOpened,
  accountStatusChanged,
  promoDialogToggled,
  viewportChanged,
  affiliateCaptured,
  merchantResolved,
  countryDetected,
  toastShown,
  toastDismissed,
  promoBound,
  codeFlowStarted,
  codeDialogClosed,
  resetTicketIssued,
  resetTicketUsed,
  captchaDemanded,
  registerSuccessToggled,
  analyticsUserIdentified,
} = sessionSlice.actions

export const sessionReducer = sessionSlice.reducer

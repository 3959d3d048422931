import type { RootState } from '../../app/hooks'
import { BASE_COUNTRY } from '../../config/constants'

export const selectToken = (state: RootState) => state.session.token
export const selectLoginType = (state: RootState) => state.session.loginType
export const selectEmail = (state: RootState) => state.session.email
export const selectCookieVisible = (state: RootState) => state.session.cookieVisible
export const selectAccountStatus = (state: RootState) => state.session.accountStatus
export const selectPromoDialogVisible = (state: RootState) => state.session.promoDialogVisible
export const selectIsMobile = (state: RootState) => state.session.mobile
export const selectCodeFlow = (state: RootState) => state.session.codeFlow
export const selectResetTicket = (state: RootState) => state.session.resetTicket
export const selectUserInfo = (state: RootState) => state.session.userInfo
export const selectRegisterSuccessVisible = (state: RootState) =>
  state.session.registerSuccessVisible

/** SPEC 4.4: a captcha when the visitor is abroad or once the server has asked for one. */
export const selectCaptchaNeeded = (state: RootState) =>
  state.session.captchaRequired ||
  (state.session.country !== '' && state.session.country !== BASE_COUNTRY)

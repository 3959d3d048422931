import type { RootState } from '../../app/hooks'

export const selectSession = (state: RootState) => state.session
export const selectLocale = (state: RootState) => state.session.locale
export const selectIsLoggedIn = (state: RootState) => state.session.logined && !!state.session.token
export const selectToken = (state: RootState) => state.session.token
export const selectLoginType = (state: RootState) => state.session.loginType
export const selectEmail = (state: RootState) => state.session.email
export const selectCookieVisible = (state: RootState) => state.session.cookieVisible
export const selectAccountStatus = (state: RootState) => state.session.accountStatus
export const selectPromoDialogVisible = (state: RootState) => state.session.promoDialogVisible
export const selectIsMobile = (state: RootState) => state.session.mobile

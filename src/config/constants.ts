/**
 * Business constants of SPEC section 9, in one place, but for the two that `shared/lib` applies
 * (shared imports nothing of ours): DATA_UNIT_SWITCH_MB in dataSize.ts, PRICE_DECIMALS in money.ts.
 */
export const HTTP_TIMEOUT_MS = 60_000
export const VERIFY_CODE_LENGTH = 6
export const RESEND_COUNTDOWN_S = 180
export const LANGUAGE_SEARCH_DELAY_MS = 600
export const LAYOUT_LOADING_MS = 500
export const LOCALE_COOKIE_DAYS = 365
export const LOGIN_COOKIE_DAYS = 180
export const LOGIN_RECORD_EXPIRY_MS = 15552e6
export const CURRENCY_COOKIE_DAYS = 180
export const COOKIE_NOTICE_DAYS = 9999
export const AFFILIATE_COOKIE_DAYS = 0.042
export const MOBILE_BREAKPOINT_PX = 768
export const CHAT_WIDGET_DELAY_MS = 2000
export const SAME_PAGE_PAYMENT_METHOD_IDS = [5, 6] as const
export const BASE_CURRENCY = 'USD'
export const BASE_COUNTRY = 'US'
export const SUPPORT_EMAIL = 'support@roamwise.example'
export const WHY_SITE_URL = 'https://why.roamwise.example'
export const BLOG_URL = 'https://blog.roamwise.example'
export const APP_STORE_URL = 'https://apps.apple.com/app/roamwise-esim/id0000000000'
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=example.roamwise'

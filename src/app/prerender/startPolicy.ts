import { initialRedirect } from '../startLocale'

/**
 * What a pre-rendered page knows before its app runs: the address, the HTML it came with, and
 * what this browser kept from earlier visits (features/session/persistence.ts).
 */
export interface Arrival {
  pathname: string
  search: string
  /** The HTML's own render: null when the host served it for another path (a fresh render). */
  html: { currency: string; showsCookieNotice: boolean; headerFits: boolean } | null
  kept: {
    login: boolean
    currency?: string
    cookieNoticeAnswered: boolean
    localeChoice?: string
  }
  browserLanguages: readonly string[]
}

export type StartReason =
  | 'not-this-page'
  | 'another-language'
  | 'query'
  | 'login'
  | 'currency'
  | 'cookie-notice'
  | 'header-fit'

/**
 * Why the app must start as soon as the page has painted, or null when the HTML already is the
 * page this visitor should see, so the app can wait for their first touch, key or scroll
 * (docs/decisions/020). Each reason is something the HTML cannot show or keep by itself.
 */
export function startAtOnceBecause(arrival: Arrival): StartReason | null {
  const { html, kept } = arrival
  if (!html) return 'not-this-page'
  if (initialRedirect(arrival.pathname, kept.localeChoice, arrival.browserLanguages)) {
    return 'another-language'
  }
  // A referral link's code, a campaign's tags or a search: the app records or acts on them.
  if (arrival.search !== '' && arrival.search !== '?') return 'query'
  if (kept.login) return 'login'
  if (kept.currency !== undefined && kept.currency !== html.currency) return 'currency'
  if (kept.cookieNoticeAnswered && html.showsCookieNotice) return 'cookie-notice'
  // The HTML's header is the widest one; at this width and in this language it needs the app
  // to measure it down to what fits (useHeaderDensity).
  if (!html.headerFits) return 'header-fit'
  return null
}

/**
 * Dates and percentages in the visitor's language, the same on every page: the catalogue's
 * offers, the orders list, the wallet and the reviews once each kept their own copy.
 */

/** The store writes British English, so English dates read "21 Nov 2025", not "Nov 21, 2025". */
export function dateLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale
}

/** "21 Nov 2025"; in the given time zone (an eSIM's expiry matters where the traveller is). */
export function formatDate(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'medium', timeZone }).format(
    new Date(iso),
  )
}

/** "21 Nov 2025, 14:05". */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(dateLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso))
}

/** "31 December 2026", in UTC like the API's offer dates. */
export function formatLongDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  )
}

/** Milliseconds as seconds with at most one decimal, in the language's digits: "1.5", "1,5". */
export function formatSeconds(ms: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(ms / 1000)
}

/** A share (0.2) as a whole percentage: "20%", "20 %", "%20" by language. */
export function formatPercent(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share)
}

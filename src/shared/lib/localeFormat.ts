import { dateFormat, intlText, numberFormat } from './intlText'

/**
 * Dates, numbers and percentages in the visitor's language, the same on every page: the
 * catalogue's offers, the orders list, the wallet and the reviews once each kept their own copy.
 * What a pre-rendered page shows comes as the build wrote it (`intlText`).
 */

/** The store writes British English, so English dates read "21 Nov 2025", not "Nov 21, 2025". */
export function dateLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale
}

/** "21 Nov 2025"; in the given time zone (an eSIM's expiry matters where the traveller is). */
export function formatDate(iso: string, locale: string, timeZone?: string): string {
  return intlText(`${locale} date ${timeZone ?? 'local'} ${iso}`, () =>
    dateFormat(dateLocale(locale), { dateStyle: 'medium', timeZone }).format(new Date(iso)),
  )
}

/** "21 Nov 2025, 14:05". */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  return intlText(`${locale} datetime ${timeZone ?? 'local'} ${iso}`, () =>
    dateFormat(dateLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      new Date(iso),
    ),
  )
}

/** "31 December 2026", in UTC like the API's offer dates. */
export function formatLongDate(iso: string, locale: string): string {
  return intlText(`${locale} longdate ${iso}`, () =>
    dateFormat(dateLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)),
  )
}

/**
 * A count or a score in the language's digits and separators: "1,234" and "1.234", "4.6" and
 * "4,6". `decimals` fixes how many decimals show; without it, as many as the value has, up to 3.
 */
export function formatNumber(value: number, locale: string, decimals?: number): string {
  return intlText(`${locale} number${decimals ?? ''} ${value}`, () =>
    numberFormat(
      locale,
      decimals === undefined
        ? {}
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    ).format(value),
  )
}

/** Milliseconds as seconds with at most one decimal, in the language's digits: "1.5", "1,5". */
export function formatSeconds(ms: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(ms / 1000)
}

/** A share (0.2) as a whole percentage: "20%", "20 %", "%20" by language. */
export function formatPercent(share: number, locale: string): string {
  return intlText(`${locale} percent ${share}`, () =>
    numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share),
  )
}

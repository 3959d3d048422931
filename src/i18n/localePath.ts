// With its extension: vite.config.ts loads this file through scripts/vite/webManifests.ts.
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from './locales.ts'

/** Prefix a locale-free path: English has none, others /<code> (SPEC 2.1). */
export function localePath(path: string, locale: LocaleCode): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === DEFAULT_LOCALE) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/**
 * The web app manifest in a page's language (scripts/vite/webManifests.ts writes one per
 * language): what a phone names the store when it is installed from that page.
 */
export function manifestPath(locale: LocaleCode): string {
  return localePath('/manifest.webmanifest', locale)
}

/** Route ids carry the locale after a triple underscore: `index___ja`. */
export const ROUTE_NAME_SEPARATOR = '___'

export function routeName(name: string, locale: LocaleCode): string {
  return `${name}${ROUTE_NAME_SEPARATOR}${locale}`
}

export function parseRouteName(id: string): { name: string; locale: LocaleCode } | null {
  const at = id.lastIndexOf(ROUTE_NAME_SEPARATOR)
  if (at < 0) return null
  const locale = id.slice(at + ROUTE_NAME_SEPARATOR.length)
  return isLocaleCode(locale) ? { name: id.slice(0, at), locale } : null
}

/** The locale a pathname is in, and the path without its prefix. */
export function splitLocale(pathname: string): { locale: LocaleCode; rest: string } {
  const [, first = '', ...others] = pathname.split('/')
  if (first !== DEFAULT_LOCALE && isLocaleCode(first)) {
    return { locale: first, rest: `/${others.join('/')}` }
  }
  return { locale: DEFAULT_LOCALE, rest: pathname || '/' }
}

/** The same page in another language. */
export function switchLocalePath(pathname: string, target: LocaleCode): string {
  return localePath(splitLocale(pathname).rest, target)
}

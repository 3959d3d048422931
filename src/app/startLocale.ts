import { DEFAULT_LOCALE, isLocaleCode, matchBrowserLocale, type LocaleCode } from '../i18n/locales'
import { localePath, splitLocale } from '../i18n/localePath'

/**
 * Where a first request should land. Only the bare root consults the stored choice and then
 * the browser's languages (SPEC 4.5); every other URL says its language itself.
 */
export function initialRedirect(
  pathname: string,
  storedChoice: string | undefined,
  browserLanguages: readonly string[],
): string | null {
  if (pathname !== '/') return null
  const preferred: LocaleCode | null = isLocaleCode(storedChoice)
    ? storedChoice
    : matchBrowserLocale(browserLanguages)
  if (!preferred || preferred === DEFAULT_LOCALE) return null
  return localePath('/', preferred)
}

export function localeOfPath(pathname: string): LocaleCode {
  return splitLocale(pathname).locale
}

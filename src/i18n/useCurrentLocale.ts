import { useLocation } from 'react-router'
import { splitLocale } from './localePath'
import type { LocaleCode } from './locales'

/** The locale of the current URL: the URL is the single source of truth for language. */
export function useCurrentLocale(): LocaleCode {
  return splitLocale(useLocation().pathname).locale
}

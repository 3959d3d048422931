import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '../hooks'
import { localeChanged } from '../../features/session/sessionSlice'
import type { LocaleCode } from '../../i18n/locales'
import { manifestPath } from '../../i18n/localePath'

/**
 * Keeps i18next, <html lang>, the manifest's language and the session in step with the locale
 * of the URL.
 */
export function useLocaleSync(locale: LocaleCode): void {
  const { i18n } = useTranslation()
  const dispatch = useAppDispatch()
  useEffect(() => {
    document.documentElement.lang = locale
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(locale))
    dispatch(localeChanged(locale))
    if (i18n.language !== locale) void i18n.changeLanguage(locale)
  }, [locale, i18n, dispatch])
}

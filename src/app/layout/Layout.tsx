import { Suspense } from 'react'
import { Navigate, Outlet, useLocation, useMatches } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { LocaleCode } from '../../i18n/locales'
import { localePath } from '../../i18n/localePath'
import { useAppSelector } from '../hooks'
import { selectToken } from '../../features/session/selectors'
import { needsToken } from '../router/guard'
import type { RouteHandle } from '../router/routes'
import { Header } from './Header'
import { Footer } from './Footer'
import { CookieBanner } from './CookieBanner'
import { OverlayHost } from './OverlayHost'
import { OfflineNotice } from './OfflineNotice'
import { useRejectionSafetyNet } from './useRejectionSafetyNet'
import { useThirdPartyScripts } from '../thirdParty/useThirdPartyScripts'
import { PageLoading } from './PageLoading'
import { useInitialLoading } from './useInitialLoading'
import { useLocaleSync } from './useLocaleSync'
import { useViewport } from './useViewport'
import { useAffiliateCapture } from '../../features/session/useAffiliateCapture'
import { useSessionRefresh } from '../../features/session/useSessionRefresh'
import { HeadLinks } from '../head/HeadLinks'
import { AppReadySignal } from '../prerender/AppReadySignal'
import './layout.css'

export function Layout({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation()
  const location = useLocation()
  const matches = useMatches()
  const token = useAppSelector(selectToken)
  const initialLoading = useInitialLoading()
  const leaf = matches[matches.length - 1]
  const handle = leaf?.handle as RouteHandle | undefined
  useLocaleSync(locale)
  useViewport()
  useAffiliateCapture()
  useSessionRefresh()
  useRejectionSafetyNet()
  const leavingScripts = useThirdPartyScripts(locale, handle?.scriptFree === true)

  if (needsToken(location.pathname) && !token) {
    return <Navigate replace to={localePath('/login', locale)} />
  }

  const hideFooter = handle?.hideFooter === true
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      {initialLoading && (
        <div className="layout__loading-bar" role="progressbar" aria-label={t('layout.loading')} />
      )}
      <Header />
      <OfflineNotice />
      <main id="main" className="layout__main" tabIndex={-1} aria-busy={initialLoading}>
        <Suspense fallback={<PageLoading />}>
          {leavingScripts ? <PageLoading /> : <Outlet />}
          {/* In the page's boundary: React hydrates it after the layout around it. */}
          <AppReadySignal />
        </Suspense>
      </main>
      {!hideFooter && <Footer />}
      <CookieBanner routeId={leaf?.id ?? ''} />
      <OverlayHost />
      <HeadLinks />
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../hooks'
import { selectCookieVisible } from '../../features/session/selectors'
import { answerCookieNotice } from '../../features/session/thunks'
import { setConsent } from '../thirdParty/consent'
import { useOverlayPresence } from '../../shared/ui/overlayPresence'
import { COOKIE_BANNER_CLASS } from './htmlMarks'

/** Only on routes whose id contains `index_` (the home page in every language, SPEC 2.5). */
export function isCookieBannerRoute(routeId: string): boolean {
  return routeId.includes('index_')
}

export function CookieBanner({ routeId }: { routeId: string }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const visible = useAppSelector(selectCookieVisible) === 1 && isCookieBannerRoute(routeId)
  useOverlayPresence(visible)
  if (!visible) return null
  // Both answers close the notice (SPEC 4.5); only Accept lets analytics and the pixel load.
  const answer = (consent: 'granted' | 'denied') => {
    setConsent(consent)
    void dispatch(answerCookieNotice())
  }
  return (
    <section className={COOKIE_BANNER_CLASS} aria-label={t('cookies.label')}>
      <p>{t('cookies.text')}</p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--secondary" onClick={() => answer('denied')}>
          {t('cookies.reject')}
        </button>
        <button type="button" className="button button--primary" onClick={() => answer('granted')}>
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  )
}

import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../hooks'
import { selectCookieVisible } from '../../features/session/selectors'
import { answerCookieNotice } from '../../features/session/thunks'
import { setConsent } from '../thirdParty/consent'
import { vendorsInDocument } from '../thirdParty/useThirdPartyScripts'
import { useOverlayPresence } from '../../shared/ui/overlayPresence'
import { COOKIE_BANNER_CLASS } from './htmlMarks'
import { localePath } from '../../i18n/localePath'
import { useCurrentLocale } from '../../i18n/useCurrentLocale'

/** Only on routes whose id contains `index_` (the home page in every language, SPEC 2.5). */
export function isCookieBannerRoute(routeId: string): boolean {
  return routeId.includes('index_')
}

/**
 * The cookie notice: on the home page until answered (SPEC 2.5), and on any page when the
 * footer's Cookie settings asks again, so a choice is as easy to change as to make.
 */
export function CookieBanner({ routeId }: { routeId: string }) {
  const { t } = useTranslation()
  const locale = useCurrentLocale()
  const dispatch = useAppDispatch()
  const settings = useAppSelector((state) => state.session.cookieSettingsOpen)
  const unanswered = useAppSelector(selectCookieVisible) === 1
  const visible = settings || (unanswered && isCookieBannerRoute(routeId))
  const ref = useRef<HTMLElement>(null)
  useOverlayPresence(visible)
  // Asked for from the footer: the keyboard goes to the question.
  useEffect(() => {
    if (settings) ref.current?.focus()
  }, [settings])
  if (!visible) return null
  // The text's one link, `<privacy>…</privacy>`, cut out by hand: the home page's first script
  // has no room for <Trans> (scripts/home-js.mjs budget).
  const [, before = '', link = '', after = ''] =
    /^(.*?)<privacy>(.*?)<\/privacy>(.*)$/s.exec(t('cookies.text')) ?? []
  // Both answers close the notice (SPEC 4.5); only Accept lets analytics and the pixel load.
  // Scripts already running can't be unloaded: a No after a Yes starts the page afresh.
  const answer = (consent: 'granted' | 'denied') => {
    setConsent(consent)
    void dispatch(answerCookieNotice())
    if (consent === 'denied' && vendorsInDocument()) window.location.reload()
  }
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={COOKIE_BANNER_CLASS}
      aria-label={t('cookies.label')}
    >
      <p>
        {/* What each kind does and where to read more: consent must be informed (PECR reg 6,
            LSSI art. 22.2). A new tab, so the question stays where it was asked. */}
        {before}
        <a
          href={localePath('/privacy-policy', locale) + '#privacy-cookies'}
          target="_blank"
          rel="noopener"
        >
          {link}
        </a>
        {after}
      </p>
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

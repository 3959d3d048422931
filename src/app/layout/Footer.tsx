import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { getConfig } from '../../config/runtimeConfig'
import { APP_STORE_URL, BLOG_URL, GOOGLE_PLAY_URL, SUPPORT_EMAIL } from '../../config/constants'
import { localePath } from '../../i18n/localePath'
import { useCurrentLocale } from '../../i18n/useCurrentLocale'
import { StoreBadges } from '../../shared/ui/StoreBadge'
import { cookieSettingsOpened } from '../../features/session/sessionSlice'
import { useAppDispatch } from '../hooks'

/**
 * Footer of SPEC 2.4: app stores, blog, terms, privacy (new tab), support mail, copyright; and
 * the market's law: withdrawal, the withdrawal function, cookie settings, legal notice.
 */
export function Footer() {
  const { t } = useTranslation()
  const locale = useCurrentLocale()
  const dispatch = useAppDispatch()
  const product = getConfig().productName
  const newTab = <span className="visually-hidden"> {t('actions.opensInNewTab')}</span>
  return (
    <footer className="footer render-when-near">
      <div className="footer__inner">
        <div className="footer__apps">
          <p className="footer__heading">{t('footer.getTheApp', { product })}</p>
          <StoreBadges
            t={t}
            appStoreUrl={APP_STORE_URL}
            googlePlayUrl={GOOGLE_PLAY_URL}
            className="footer__badges"
          />
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="footer__links">
            <li>
              <a href={BLOG_URL} target="_blank" rel="noopener noreferrer">
                {t('footer.blog')}
                {newTab}
              </a>
            </li>
            <li>
              <Link to={localePath('/agreement', locale)}>{t('footer.terms')}</Link>
            </li>
            <li>
              <a href={localePath('/privacy-policy', locale)} target="_blank" rel="noopener">
                {t('footer.privacy')}
                {newTab}
              </a>
            </li>
            <li>
              <Link to={localePath('/withdrawal', locale)}>{t('footer.withdrawal')}</Link>
            </li>
            <li>
              {/* The withdrawal function, for anyone, signed in or not (decision 041). */}
              <Link className="footer__withdraw" to={localePath('/withdraw', locale)}>
                {t('footer.withdraw')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className="footer__link-button"
                onClick={() => dispatch(cookieSettingsOpened())}
              >
                {t('footer.cookies')}
              </button>
            </li>
            <li>
              <Link to={localePath('/legal-notice', locale)}>{t('footer.legalNotice')}</Link>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>
                {t('footer.contact', { email: SUPPORT_EMAIL })}
              </a>
            </li>
          </ul>
        </nav>
        <p className="footer__copyright">
          {t('footer.copyright', { year: new Date().getFullYear(), product })}
        </p>
      </div>
    </footer>
  )
}

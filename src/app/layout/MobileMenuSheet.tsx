import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../shared/ui/Dialog'
import { getConfig } from '../../config/runtimeConfig'
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '../../config/constants'
import { localePath } from '../../i18n/localePath'
import type { LocaleCode } from '../../i18n/locales'
import { PromoEntry } from '../../features/session/PromoEntry'
import { StoreBadges } from '../../shared/ui/StoreBadge'
import { NavLinkList } from './NavLinkList'

/** The open menu: navigation, promo code, register and login, and the app stores. */
export default function MobileMenuSheet({
  locale,
  loggedIn,
  close,
}: {
  locale: LocaleCode
  loggedIn: boolean
  close: () => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog open title={t('nav.menu')} closeLabel={t('actions.close')} onClose={close} sheet>
      <nav aria-label={t('nav.main')} className="mobile-menu">
        <NavLinkList locale={locale} onNavigate={close} />
        <PromoEntry onOpen={close} />
        {!loggedIn && (
          <div className="mobile-menu__auth">
            <Link
              className="button button--secondary"
              to={localePath('/signup', locale)}
              onClick={close}
            >
              {t('account.register')}
            </Link>
            <Link
              className="button button--primary"
              to={localePath('/login', locale)}
              onClick={close}
            >
              {t('account.login')}
            </Link>
          </div>
        )}
        <div className="mobile-menu__apps">
          <p className="mobile-menu__apps-title">
            {t('footer.getTheApp', { product: getConfig().productName })}
          </p>
          <StoreBadges
            t={t}
            appStoreUrl={APP_STORE_URL}
            googlePlayUrl={GOOGLE_PLAY_URL}
            className="mobile-menu__badges"
            onClick={close}
          />
        </div>
      </nav>
    </Dialog>
  )
}

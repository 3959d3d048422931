import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { getConfig } from '../../config/runtimeConfig'
import { localePath } from '../../i18n/localePath'
import { useCurrentLocale } from '../../i18n/useCurrentLocale'
import { selectIsLoggedIn, useAppSelector } from '../hooks'
import { LanguagePicker } from '../../features/session/LanguagePicker'
import { CurrencyPicker } from '../../features/session/CurrencyPicker'
import { PromoEntry } from '../../features/session/PromoEntry'
import { NavLinkList } from './NavLinkList'
import { MobileMenu } from './MobileMenu'
import { Logo } from './Logo'
import { useHeaderDensity } from './useHeaderDensity'
import { onDemand } from '../../shared/ui/onDemand'
import { HEADER_ROW_CLASS } from './htmlMarks'
import './headerFit.css'

// Only signed-in visitors have the account menu; everyone else never loads it.
const AccountMenu = onDemand(() =>
  import('../../features/session/AccountMenu').then((m) => ({ default: m.AccountMenu })),
)

export function Header() {
  const { t } = useTranslation()
  const locale = useCurrentLocale()
  const loggedIn = useAppSelector(selectIsLoggedIn)
  const product = getConfig().productName
  const { rowRef, density } = useHeaderDensity(`${locale}:${loggedIn}`)
  return (
    <header className={`header header--${density}`}>
      <div className={HEADER_ROW_CLASS} ref={rowRef}>
        <Link to={localePath('/', locale)} className="header__logo">
          <Logo />
          <span>{product}</span>
        </Link>
        <nav className="header__nav" aria-label={t('nav.main')}>
          <NavLinkList locale={locale} />
        </nav>
        <div className="header__actions">
          <span className="header__desktop-only">
            <PromoEntry />
          </span>
          <LanguagePicker locale={locale} />
          <CurrencyPicker locale={locale} />
          {loggedIn ? (
            <AccountMenu locale={locale} />
          ) : (
            <Link
              to={localePath('/login', locale)}
              className="button button--primary header__desktop-only"
            >
              {t('account.login')}
            </Link>
          )}
          <MobileMenu locale={locale} loggedIn={loggedIn} />
        </div>
      </div>
    </header>
  )
}

import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import ArrowUpRight from 'lucide-react/icons/arrow-up-right'
import { getConfig } from '../../config/runtimeConfig'
import { localePath } from '../../i18n/localePath'
import type { LocaleCode } from '../../i18n/locales'
import { headerLinks } from './navLinks'

export function NavLinkList({
  locale,
  onNavigate,
}: {
  locale: LocaleCode
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  const product = getConfig().productName
  return (
    <ul className="nav-list">
      {headerLinks().map((link) => (
        <li key={link.key}>
          {link.external ? (
            <a href={link.to} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
              {t(link.key, { product })}
              <span className="visually-hidden"> {t('actions.opensInNewTab')}</span>{' '}
              <ArrowUpRight className="icon-inline" />
            </a>
          ) : (
            <Link to={localePath(link.to, locale)} onClick={onNavigate}>
              {t(link.key, { product })}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import Wallet from 'lucide-react/icons/wallet'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import type { CreditAccess } from '../wallet/selectors'

/**
 * Credit and balance are for account users (SPEC 6). A guest learns why and how to get an
 * account; someone signed out is asked to log in. Said plainly, never as an error.
 */
export function AccountOnly({
  access,
  title,
}: {
  access: Exclude<CreditAccess, 'account'>
  title: string
}) {
  const { t } = useTranslation('wallet')
  const locale = useCurrentLocale()
  return (
    <section className="page page--centred wallet-account-only" aria-labelledby="wallet-only-title">
      <p className="status-code" aria-hidden="true">
        <Wallet size={56} strokeWidth={1.75} />
      </p>
      <h1 id="wallet-only-title">{title}</h1>
      <p className="lead">
        {t(access === 'guest' ? 'accountOnly.guest' : 'accountOnly.anonymous')}
      </p>
      <div className="wallet-actions">
        {access === 'anonymous' && (
          <Link className="button button--primary" to={localePath('/login', locale)}>
            {t('accountOnly.login')}
          </Link>
        )}
        <Link
          className={`button ${access === 'guest' ? 'button--primary' : 'button--secondary'}`}
          to={localePath('/signup', locale)}
        >
          {t('accountOnly.signup')}
        </Link>
      </div>
    </section>
  )
}

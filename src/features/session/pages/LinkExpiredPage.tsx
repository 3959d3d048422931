import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { AuthCard } from './AuthCard'
import { useAccountPage } from './useAccountPage'

/** Where an expired e-mail link lands: say so and offer the way forward. */
export default function LinkExpiredPage() {
  const { t } = useTranslation('account')
  useAccountPage('linkExpired')
  const locale = useCurrentLocale()
  return (
    <AuthCard title={t('linkExpired.title')} lead={t('linkExpired.lead')}>
      <Link className="button button--primary" to={localePath('/forgotPwd', locale)}>
        {t('linkExpired.newLink')}
      </Link>
      <Link className="button button--secondary" to={localePath('/', locale)}>
        {t('linkExpired.home')}
      </Link>
    </AuthCard>
  )
}

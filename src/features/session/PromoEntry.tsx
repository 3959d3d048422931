import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import Ticket from 'lucide-react/icons/ticket'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { localePath } from '../../i18n/localePath'
import { useCurrentLocale } from '../../i18n/useCurrentLocale'
import { selectLoginType } from './selectors'
import { promoDialogToggled } from './sessionSlice'

/**
 * The header's promo-code entry point. Codes are redeemed to an account (SPEC 6), so anyone
 * else is taken to sign in first; the promo dialog opens for account users.
 */
export function PromoEntry({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const locale = useCurrentLocale()
  const loginType = useAppSelector(selectLoginType)
  const onClick = () => {
    onOpen?.()
    if (loginType === 'accountLogin') dispatch(promoDialogToggled(true))
    else void navigate(localePath('/login', locale))
  }
  return (
    <button
      type="button"
      className="header-link-button promo-entry pill"
      title={t('promo.entry')}
      onClick={onClick}
    >
      <Ticket className="icon-inline" />{' '}
      <span className="promo-entry__text">{t('promo.entry')}</span>
    </button>
  )
}

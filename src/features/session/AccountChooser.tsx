import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../shared/ui/Dialog'
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '../../app/hooks'
import { localePath } from '../../i18n/localePath'
import { useCurrentLocale } from '../../i18n/useCurrentLocale'
import { selectAccountStatus, selectIsMobile } from './selectors'
import { accountStatusChanged } from './sessionSlice'
import { GuestLogin } from './GuestLogin'
import { useLoginOrigin } from './useAfterLogin'
import './accountOverlays.css'
import { ACCOUNT_STATUS } from '../../shared/lib/accountStatus'

/** The guest/login chooser (SPEC 2.5): guest, log in, sign up, close. */
export function AccountChooser() {
  const status = useAppSelector(selectAccountStatus)
  const loggedIn = useAppSelector(selectIsLoggedIn)
  const mobile = useAppSelector(selectIsMobile)
  const dispatch = useAppDispatch()
  const { t } = useTranslation('account')
  const locale = useCurrentLocale()
  const origin = useLoginOrigin()
  const next = useAppSelector((state) => state.session.chooserNext)
  const navigate = useNavigate()
  if (status !== ACCOUNT_STATUS.chooser || loggedIn) return null
  const close = () => dispatch(accountStatusChanged(ACCOUNT_STATUS.closed))
  // A guest goes straight on to what they asked for (the checkout), not back to Buy now.
  const asGuest = () => {
    close()
    if (next) void navigate(next)
  }
  return (
    <Dialog
      open
      title={t('chooser.title')}
      closeLabel={t('common:actions.close')}
      onClose={close}
      sheet={mobile}
    >
      <div className="chooser">
        <p className="chooser__lead">{t('chooser.lead')}</p>
        <GuestLogin onDone={asGuest} />
        <div className="chooser__divider" role="presentation">
          <span>{t('chooser.or')}</span>
        </div>
        <div className="chooser__accounts">
          <Link
            className="button button--secondary"
            to={localePath('/login', locale)}
            state={origin}
            onClick={close}
          >
            {t('chooser.login')}
          </Link>
          <Link
            className="button button--secondary"
            to={localePath('/signup', locale)}
            state={origin}
            onClick={close}
          >
            {t('chooser.signup')}
          </Link>
        </div>
      </div>
    </Dialog>
  )
}

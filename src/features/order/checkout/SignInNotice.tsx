import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '../../../app/hooks'
import { accountChooserRequested } from '../../../shared/events'

/**
 * /topay is not guarded (SPEC 2.7), but paying needs a session: the guest/login chooser opens,
 * and the plan stays on the page while the shopper decides.
 */
export function SignInNotice() {
  const { t } = useTranslation('checkout')
  const dispatch = useAppDispatch()
  return (
    <div className="checkout-signin">
      <p>{t('signIn.text')}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => dispatch(accountChooserRequested())}
      >
        {t('signIn.button')}
      </button>
    </div>
  )
}

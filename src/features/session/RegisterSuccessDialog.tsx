import { useTranslation } from 'react-i18next'
import { Dialog } from '../../shared/ui/Dialog'
import { getConfig } from '../../config/runtimeConfig'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { selectRegisterSuccessVisible } from './selectors'
import { promoDialogToggled, registerSuccessToggled } from './sessionSlice'
import './accountOverlays.css'

/** Shown after registering without a partner (SPEC 4.3); offers to redeem a promo code. */
export function RegisterSuccessDialog() {
  const visible = useAppSelector(selectRegisterSuccessVisible)
  const isBound = useAppSelector((state) => state.session.isBindPromoCode)
  const dispatch = useAppDispatch()
  const { t } = useTranslation('account')
  if (!visible) return null
  const close = () => dispatch(registerSuccessToggled(false))
  return (
    <Dialog
      open
      title={t('register.successTitle')}
      closeLabel={t('common:actions.close')}
      onClose={close}
    >
      <div className="register-success">
        <p>{t('register.successBody', { product: getConfig().productName })}</p>
        {!isBound && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              close()
              dispatch(promoDialogToggled(true))
            }}
          >
            {t('register.redeemPromo')}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={close}>
          {t('register.startShopping')}
        </button>
      </div>
    </Dialog>
  )
}

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../shared/ui/Dialog'
import { getConfig } from '../../config/runtimeConfig'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { selectRegisterSuccessVisible } from './selectors'
import { promoDialogToggled, registerSuccessToggled } from './sessionSlice'
import { checkRedeemed } from './redeemThunk'
import './accountOverlays.css'

/**
 * Shown after registering without a partner (SPEC 4.3). It offers to redeem a promo code while
 * the account's sign-up gift is unused (/v2/isRedeemedByRedeemType, SIGNUP_GIFT).
 */
export function RegisterSuccessDialog() {
  const visible = useAppSelector(selectRegisterSuccessVisible)
  const dispatch = useAppDispatch()
  const { t } = useTranslation('account')
  const [promo, setPromo] = useState<'checking' | 'offer' | 'none'>('checking')

  useEffect(() => {
    if (!visible) return
    let current = true
    void dispatch(checkRedeemed('SIGNUP_GIFT')).then((result) => {
      if (current) setPromo(result.payload === false ? 'offer' : 'none')
    })
    return () => {
      current = false
      setPromo('checking')
    }
  }, [visible, dispatch])

  if (!visible) return null
  const close = () => dispatch(registerSuccessToggled(false))
  return (
    <Dialog
      open
      title={t('register.successTitle')}
      closeLabel={t('common:actions.close')}
      onClose={close}
    >
      <div className="register-success" aria-busy={promo === 'checking'}>
        <p>{t('register.successBody', { product: getConfig().productName })}</p>
        {promo === 'offer' && (
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

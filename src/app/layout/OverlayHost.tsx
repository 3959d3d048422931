import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../hooks'
import { ToastRegion } from '../../shared/ui/ToastRegion'
import { PromoDialog } from '../../features/session/PromoDialog'
import { AccountChooser } from '../../features/session/AccountChooser'
import { VerifyCodeDialog } from '../../features/session/VerifyCodeDialog'
import { RegisterSuccessDialog } from '../../features/session/RegisterSuccessDialog'
import { toastDismissed } from '../../features/session/sessionSlice'
import { ReviewPrompt } from '../../features/order/review/ReviewPrompt'

/** Every overlay of SPEC 2.5 mounts here, once, above the page. */
export function OverlayHost() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const toasts = useAppSelector((state) => state.session.toasts)
  const dismiss = useCallback((id: number) => dispatch(toastDismissed(id)), [dispatch])
  return (
    <>
      <AccountChooser />
      <VerifyCodeDialog />
      <RegisterSuccessDialog />
      <PromoDialog />
      <ReviewPrompt />
      <ToastRegion toasts={toasts} onDismiss={dismiss} dismissLabel={t('actions.close')} />
    </>
  )
}

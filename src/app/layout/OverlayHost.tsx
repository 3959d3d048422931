import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '../hooks'
import { withOrderState } from '../withOrderState'
import { ToastRegion } from '../../shared/ui/ToastRegion'
import { onDemand } from '../../shared/ui/onDemand'
import {
  selectAccountStatus,
  selectPromoDialogVisible,
  selectRegisterSuccessVisible,
} from '../../features/session/selectors'
import { toastDismissed } from '../../features/session/sessionSlice'
import { ACCOUNT_STATUS } from '../../shared/lib/accountStatus'

// The overlays load when the state first asks for them, not with the home page: most visits
// never open one, and their code (forms, code boxes, review flow) would otherwise count against
// the JavaScript every page loads before it is interactive (docs/decisions/014).
const AccountChooser = onDemand(() =>
  import('../../features/session/AccountChooser').then((m) => ({ default: m.AccountChooser })),
)
const VerifyCodeDialog = onDemand(() =>
  import('../../features/session/VerifyCodeDialog').then((m) => ({
    default: m.VerifyCodeDialog,
  })),
)
const RegisterSuccessDialog = onDemand(() =>
  import('../../features/session/RegisterSuccessDialog').then((m) => ({
    default: m.RegisterSuccessDialog,
  })),
)
const PromoDialog = onDemand(() =>
  import('../../features/session/PromoDialog').then((m) => ({ default: m.PromoDialog })),
)
const ReviewPrompt = onDemand(
  withOrderState(() =>
    import('../../features/order/review/ReviewPrompt').then((m) => ({ default: m.ReviewPrompt })),
  ),
)

/** Every overlay of SPEC 2.5 mounts here, once, above the page. */
export function OverlayHost() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const toasts = useAppSelector((state) => state.session.toasts)
  const dismiss = useCallback((id: number) => dispatch(toastDismissed(id)), [dispatch])
  const accountStatus = useAppSelector(selectAccountStatus)
  const loggedIn = useAppSelector(selectIsLoggedIn)
  const promoOpen = useAppSelector(selectPromoDialogVisible)
  const registerSuccess = useAppSelector(selectRegisterSuccessVisible)
  return (
    <>
      {accountStatus === ACCOUNT_STATUS.chooser && !loggedIn && <AccountChooser />}
      {accountStatus === ACCOUNT_STATUS.verifyCode && <VerifyCodeDialog />}
      {registerSuccess && <RegisterSuccessDialog />}
      {promoOpen && <PromoDialog />}
      {/* The review prompt is for signed-in visitors only (SPEC 2.5). */}
      {loggedIn && <ReviewPrompt />}
      <ToastRegion toasts={toasts} onDismiss={dismiss} dismissLabel={t('actions.close')} />
    </>
  )
}

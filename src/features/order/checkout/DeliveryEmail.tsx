import { useEffect, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { maskEmail } from '../../../shared/lib/maskEmail'
import { TextField } from '../../../shared/ui/TextField'
import { useSessionDraft } from '../../../shared/ui/useSessionDraft'
import { deliveryEmailChanged } from './checkoutSlice'

/**
 * Where the eSIM goes (issue 14.10). A guest types the address for the install kit (kept as a
 * draft in the tab, so a reload keeps it); an account's kit goes to the account email, which is
 * shown masked (SPEC 5).
 */
export function DeliveryEmail({
  error,
  disabled,
  fieldRef,
}: {
  error: string
  disabled: boolean
  /** The Pay button focuses the field when the address is missing or wrong. */
  fieldRef: RefObject<HTMLDivElement | null>
}) {
  const { t } = useTranslation('checkout')
  const dispatch = useAppDispatch()
  const loginType = useAppSelector((state) => state.session.loginType)
  const email = useAppSelector((state) => state.session.email)
  const [draft, setDraft] = useSessionDraft('checkout-delivery', { email: '' })
  const guest = loginType === 'guestLogin'

  useEffect(() => {
    if (guest) dispatch(deliveryEmailChanged(draft.email))
  }, [dispatch, guest, draft.email])

  if (!loginType) return null
  if (!guest) {
    return <p className="checkout-delivery">{t('delivery.account', { email: maskEmail(email) })}</p>
  }
  return (
    <div ref={fieldRef} className="checkout-delivery">
      <TextField
        label={t('delivery.label')}
        hint={t('delivery.hint')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={draft.email}
        error={error}
        disabled={disabled}
        onChange={(event) => setDraft({ email: event.target.value })}
      />
    </div>
  )
}

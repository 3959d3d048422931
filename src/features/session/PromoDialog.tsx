import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../shared/ui/Dialog'
import { TextField } from '../../shared/ui/TextField'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { apiErrorMessage } from '../../i18n/apiErrorMessage'
import { selectIsMobile, selectPromoDialogVisible } from './selectors'
import { promoDialogToggled, toastShown } from './sessionSlice'
import { redeemPromoCode } from './redeemThunk'

/** The promo-code redeem dialog (SPEC 2.5, 4.5, 5): non-empty code, server msg under the input. */
export function PromoDialog() {
  const open = useAppSelector(selectPromoDialogVisible)
  const dispatch = useAppDispatch()
  const { t } = useTranslation()
  const mobile = useAppSelector(selectIsMobile)
  if (!open) return null
  return (
    <Dialog
      open
      title={t('promo.title')}
      closeLabel={t('actions.close')}
      onClose={() => dispatch(promoDialogToggled(false))}
      sheet={mobile}
    >
      <PromoForm />
    </Dialog>
  )
}

function PromoForm() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [pending, setPending] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    if (!code.trim()) {
      setError(t('promo.empty'))
      return
    }
    setPending(true)
    const result = await dispatch(redeemPromoCode(code))
    setPending(false)
    if (redeemPromoCode.fulfilled.match(result)) {
      dispatch(toastShown(t('promo.success')))
    } else {
      setError(result.payload?.msg ? apiErrorMessage(result.payload, t) : t('promo.refused'))
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="promo-form">
      <p className="promo-form__hint">{t('promo.hint')}</p>
      <TextField
        label={t('promo.label')}
        name="promoCode"
        autoComplete="off"
        autoCapitalize="characters"
        data-autofocus
        value={code}
        error={error}
        onChange={(event) => {
          setCode(event.target.value)
          setError('')
        }}
      />
      <button
        type="submit"
        className="button button--primary promo-form__submit"
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? t('promo.submitting') : t('promo.submit')}
      </button>
    </form>
  )
}

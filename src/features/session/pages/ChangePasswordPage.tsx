import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SubmitButton, FormError } from '../../../shared/ui/FormControls'
import { isStrongEnough } from '../../../shared/lib/passwordRules'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { selectLoginType } from '../selectors'
import { toastShown } from '../sessionSlice'
import { changePassword } from '../authThunks'
import { AuthCard } from './AuthCard'
import { PasswordRules } from './PasswordRules'
import { useAccountPage } from './useAccountPage'
import { AccountPasswordField } from '../AccountFields'

/** Security: change password (account users; the route guard already requires a token). */
export default function ChangePasswordPage() {
  const { t } = useTranslation(['account', 'common'])
  useAccountPage('change')
  const dispatch = useAppDispatch()
  const loginType = useAppSelector(selectLoginType)
  const [form, setForm] = useState({ oldPassword: '', newPassword: '' })
  const [errors, setErrors] = useState<{
    oldPassword?: string
    newPassword?: string
    form?: string
  }>({})
  const [pending, setPending] = useState(false)

  if (loginType !== 'accountLogin') {
    return <AuthCard title={t('account:change.title')} lead={t('account:change.accountsOnly')} />
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const next = {
      oldPassword: form.oldPassword ? undefined : t('account:password.required'),
      newPassword: !isStrongEnough(form.newPassword)
        ? t('account:password.weak')
        : form.newPassword === form.oldPassword
          ? t('account:change.same')
          : undefined,
    }
    setErrors(next)
    if (next.oldPassword || next.newPassword) return
    setPending(true)
    const result = await dispatch(changePassword(form))
    setPending(false)
    if (changePassword.fulfilled.match(result)) {
      setForm({ oldPassword: '', newPassword: '' })
      dispatch(toastShown(t('account:change.done')))
    } else {
      setErrors({ form: apiErrorMessage(result.payload, t) })
    }
  }

  return (
    <AuthCard title={t('account:change.title')} lead={t('account:change.lead')}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <AccountPasswordField
          label={t('account:password.current')}
          autoComplete="current-password"
          value={form.oldPassword}
          error={errors.oldPassword}
          onChange={(event) => setForm({ ...form, oldPassword: event.target.value })}
        />
        <AccountPasswordField
          label={t('account:password.new')}
          autoComplete="new-password"
          value={form.newPassword}
          error={errors.newPassword}
          describedBy="change-password-rules"
          onChange={(event) => setForm({ ...form, newPassword: event.target.value })}
        />
        <PasswordRules id="change-password-rules" password={form.newPassword} />
        <FormError message={errors.form} />
        <SubmitButton
          pending={pending}
          label={t('account:change.submit')}
          pendingLabel={t('account:change.pending')}
        />
      </form>
    </AuthCard>
  )
}

import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SubmitButton } from '../../../shared/ui/FormControls'
import { isStrongEnough } from '../../../shared/lib/passwordRules'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { completePasswordReset } from '../authThunks'
import { selectResetTicket } from '../selectors'
import { toastShown } from '../sessionSlice'
import { AuthCard } from './AuthCard'
import { PasswordRules } from './PasswordRules'
import { useAccountPage } from './useAccountPage'
import { AccountPasswordField } from '../AccountFields'

/** Sets a new password after a checked FINDPASSWORD code; without one, it says how to get one. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['account', 'common'])
  useAccountPage('reset')
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const locale = useCurrentLocale()
  const ticket = useAppSelector(selectResetTicket)
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [pending, setPending] = useState(false)

  if (!ticket) {
    return (
      <AuthCard title={t('account:reset.title')} lead={t('account:reset.noTicket')}>
        <Link className="button button--primary" to={localePath('/forgotPwd', locale)}>
          {t('account:reset.startOver')}
        </Link>
      </AuthCard>
    )
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    if (!isStrongEnough(password)) {
      setError(t('account:password.weak'))
      return
    }
    setPending(true)
    const result = await dispatch(completePasswordReset(password))
    setPending(false)
    if (completePasswordReset.fulfilled.match(result)) {
      dispatch(toastShown(t('account:reset.done')))
      void navigate(localePath('/', locale), { replace: true })
    } else {
      setError(apiErrorMessage(result.payload, t))
    }
  }

  return (
    <AuthCard title={t('account:reset.title')} lead={t('account:reset.lead')}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <AccountPasswordField
          label={t('account:password.new')}
          autoComplete="new-password"
          value={password}
          error={error}
          describedBy="reset-password-rules"
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordRules id="reset-password-rules" password={password} />
        <SubmitButton
          pending={pending}
          label={t('account:reset.submit')}
          pendingLabel={t('account:reset.pending')}
        />
      </form>
    </AuthCard>
  )
}

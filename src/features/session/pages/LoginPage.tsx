import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SubmitButton, FormError } from '../../../shared/ui/FormControls'
import { useAppDispatch } from '../../../app/hooks'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { loginWithEmail } from '../authThunks'
import { GuestLogin } from '../GuestLogin'
import { useAfterLogin, useLoginOrigin } from '../useAfterLogin'
import { AuthCard } from './AuthCard'
import { emailError } from './emailError'
import { useAccountPage } from './useAccountPage'
import { useAccountForm } from './useAccountForm'
import { AccountEmailField, AccountPasswordField } from '../AccountFields'

export default function LoginPage() {
  const { t } = useTranslation(['account', 'common'])
  useAccountPage('login')
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const afterLogin = useAfterLogin()
  const origin = useLoginOrigin()
  const { form, onSubmit, email, setEmail, password, setPassword, errors, pending, captchaBox } =
    useAccountForm('login', {
      validate: (fields) => ({
        email: emailError(fields.email, t),
        password: fields.password ? undefined : t('account:password.required'),
      }),
      send: (fields) => dispatch(loginWithEmail(fields)),
      onSuccess: (clearDraft) => {
        clearDraft()
        afterLogin()
      },
    })

  return (
    <AuthCard title={t('account:login.title')} lead={t('account:login.lead')}>
      <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
        <AccountEmailField value={email} error={errors.email} onChange={setEmail} />
        <AccountPasswordField
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {captchaBox}
        <FormError message={errors.form} />
        <SubmitButton
          pending={pending}
          label={t('account:login.submit')}
          pendingLabel={t('account:login.pending')}
        />
      </form>
      <div className="auth-links">
        <Link to={localePath('/forgotPwd', locale)}>{t('account:login.forgot')}</Link>
        <Link to={localePath('/signup', locale)} state={origin}>
          {t('account:login.toSignup')}
        </Link>
      </div>
      <div className="chooser__divider" role="presentation">
        <span>{t('account:chooser.or')}</span>
      </div>
      <GuestLogin onDone={afterLogin} />
    </AuthCard>
  )
}

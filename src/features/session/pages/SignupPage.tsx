import { Link } from 'react-router'
import { Trans, useTranslation } from 'react-i18next'
import { SubmitButton, FormError } from '../../../shared/ui/FormControls'
import { isStrongEnough } from '../../../shared/lib/passwordRules'
import { useAppDispatch } from '../../../app/hooks'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { startRegistration } from '../authThunks'
import { useLoginOrigin } from '../useAfterLogin'
import { useCodeFlowOutcome } from '../useCodeFlowOutcome'
import { AuthCard } from './AuthCard'
import { emailError } from './emailError'
import { PasswordRules } from './PasswordRules'
import { useAccountPage } from './useAccountPage'
import { useAccountForm } from './useAccountForm'
import { AccountEmailField, AccountPasswordField } from '../AccountFields'

export default function SignupPage() {
  const { t } = useTranslation(['account', 'common'])
  useAccountPage('signup')
  useCodeFlowOutcome('REGISTER')
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const origin = useLoginOrigin()
  const { form, onSubmit, email, setEmail, password, setPassword, errors, pending, captchaBox } =
    useAccountForm('signup', {
      validate: (fields) => ({
        email: emailError(fields.email, t),
        password: isStrongEnough(fields.password) ? undefined : t('account:password.weak'),
      }),
      send: (fields) => dispatch(startRegistration(fields)),
    })

  return (
    <AuthCard title={t('account:signup.title')} lead={t('account:signup.lead')}>
      <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
        <AccountEmailField value={email} error={errors.email} onChange={setEmail} />
        <AccountPasswordField
          autoComplete="new-password"
          value={password}
          error={errors.password}
          describedBy="signup-password-rules"
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordRules id="signup-password-rules" password={password} />
        {captchaBox}
        <FormError message={errors.form} />
        <p className="auth-card__lead">
          <Trans
            t={t}
            i18nKey="account:signup.terms"
            // A new tab, so the form keeps what was typed.
            components={{
              terms: <Link to={localePath('/agreement', locale)} target="_blank" rel="noopener" />,
              privacy: (
                <Link to={localePath('/privacy-policy', locale)} target="_blank" rel="noopener" />
              ),
            }}
          />
        </p>
        <SubmitButton
          pending={pending}
          label={t('account:signup.submit')}
          pendingLabel={t('account:signup.pending')}
        />
      </form>
      <div className="auth-links">
        <Link to={localePath('/login', locale)} state={origin}>
          {t('account:signup.toLogin')}
        </Link>
      </div>
    </AuthCard>
  )
}

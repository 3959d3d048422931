import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SubmitButton, FormError } from '../../../shared/ui/FormControls'
import { useSessionDraft } from '../../../shared/ui/useSessionDraft'
import { isStrongEnough } from '../../../shared/lib/passwordRules'
import { useAppDispatch } from '../../../app/hooks'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { startRegistration } from '../authThunks'
import { useCaptchaGate } from '../recaptcha/useCaptchaGate'
import { useLoginOrigin } from '../useAfterLogin'
import { useCodeFlowOutcome } from '../useCodeFlowOutcome'
import { AuthCard } from './AuthCard'
import { emailError } from './emailError'
import { PasswordRules } from './PasswordRules'
import { useAccountPage } from './useAccountPage'
import { AccountEmailField, AccountPasswordField } from '../AccountFields'

export default function SignupPage() {
  const { t } = useTranslation(['account', 'common'])
  useAccountPage('signup')
  useCodeFlowOutcome('REGISTER')
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const origin = useLoginOrigin()
  const [draft, setDraft] = useSessionDraft('signup', { email: '' })
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({})
  const [pending, setPending] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const captcha = useCaptchaGate(() => form.current?.requestSubmit())

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const next = {
      email: emailError(draft.email, t),
      password: isStrongEnough(password) ? undefined : t('account:password.weak'),
    }
    setErrors(next)
    if (next.email || next.password) return
    setPending(true)
    const result = await dispatch(
      startRegistration({ email: draft.email, password, rspToken: captcha.rspToken() }),
    )
    setPending(false)
    if (startRegistration.rejected.match(result) && !captcha.demanded(result.payload)) {
      setErrors({ form: apiErrorMessage(result.payload, t) })
    }
  }

  return (
    <AuthCard title={t('account:signup.title')} lead={t('account:signup.lead')}>
      <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
        <AccountEmailField
          value={draft.email}
          error={errors.email}
          onChange={(email) => setDraft({ email })}
        />
        <AccountPasswordField
          autoComplete="new-password"
          value={password}
          error={errors.password}
          describedBy="signup-password-rules"
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordRules id="signup-password-rules" password={password} />
        {captcha.box}
        <FormError message={errors.form} />
        <p className="auth-card__lead">
          {t('account:signup.terms')}{' '}
          <Link to={localePath('/agreement', locale)}>{t('common:footer.terms')}</Link>
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

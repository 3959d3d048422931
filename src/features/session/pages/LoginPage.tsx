import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SubmitButton, FormError } from '../../../shared/ui/FormControls'
import { useSessionDraft } from '../../../shared/ui/useSessionDraft'
import { useAppDispatch } from '../../../app/hooks'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { loginWithEmail } from '../authThunks'
import { GuestLogin } from '../GuestLogin'
import { useCaptchaGate } from '../recaptcha/useCaptchaGate'
import { useAfterLogin, useLoginOrigin } from '../useAfterLogin'
import { AuthCard } from './AuthCard'
import { emailError } from './emailError'
import { useAccountPage } from './useAccountPage'
import { AccountEmailField, AccountPasswordField } from '../AccountFields'

export default function LoginPage() {
  const { t } = useTranslation(['account', 'common'])
  useAccountPage('login')
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const afterLogin = useAfterLogin()
  const origin = useLoginOrigin()
  const [draft, setDraft, clearDraft] = useSessionDraft('login', { email: '' })
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
      password: password ? undefined : t('account:password.required'),
    }
    setErrors(next)
    if (next.email || next.password) return
    setPending(true)
    const result = await dispatch(
      loginWithEmail({ email: draft.email, password, rspToken: captcha.rspToken() }),
    )
    setPending(false)
    if (loginWithEmail.fulfilled.match(result)) {
      clearDraft()
      afterLogin()
    } else if (!captcha.demanded(result.payload)) {
      setErrors({ form: apiErrorMessage(result.payload, t) })
    }
  }

  return (
    <AuthCard title={t('account:login.title')} lead={t('account:login.lead')}>
      <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
        <AccountEmailField
          value={draft.email}
          error={errors.email}
          onChange={(email) => setDraft({ email })}
        />
        <AccountPasswordField
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {captcha.box}
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

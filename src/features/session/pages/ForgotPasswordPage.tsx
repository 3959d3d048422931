import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SubmitButton } from '../../../shared/ui/FormControls'
import { useSessionDraft } from '../../../shared/ui/useSessionDraft'
import { useAppDispatch } from '../../../app/hooks'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { startPasswordReset } from '../authThunks'
import { useCaptchaGate } from '../recaptcha/useCaptchaGate'
import { useCodeFlowOutcome } from '../useCodeFlowOutcome'
import { AuthCard } from './AuthCard'
import { emailError } from './emailError'
import { useAccountPage } from './useAccountPage'
import { AccountEmailField } from '../AccountFields'

/** Starts password recovery: a FINDPASSWORD code by email, checked in the code dialog. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['account', 'common'])
  useAccountPage('forgot')
  useCodeFlowOutcome('FINDPASSWORD')
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const [draft, setDraft] = useSessionDraft('forgot', { email: '' })
  const [error, setError] = useState('')
  const [pending, setPending] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const captcha = useCaptchaGate(() => form.current?.requestSubmit())

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const invalid = emailError(draft.email, t)
    setError(invalid ?? '')
    if (invalid) return
    setPending(true)
    const result = await dispatch(
      startPasswordReset({ email: draft.email, rspToken: captcha.rspToken() }),
    )
    setPending(false)
    if (startPasswordReset.rejected.match(result) && !captcha.demanded(result.payload)) {
      setError(apiErrorMessage(result.payload, t))
    }
  }

  return (
    <AuthCard title={t('account:forgot.title')} lead={t('account:forgot.lead')}>
      <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
        <AccountEmailField
          value={draft.email}
          error={error}
          onChange={(email) => setDraft({ email })}
        />
        {captcha.box}
        <SubmitButton
          pending={pending}
          label={t('account:forgot.submit')}
          pendingLabel={t('account:forgot.pending')}
        />
      </form>
      <div className="auth-links">
        <Link to={localePath('/login', locale)}>{t('account:forgot.backToLogin')}</Link>
      </div>
    </AuthCard>
  )
}

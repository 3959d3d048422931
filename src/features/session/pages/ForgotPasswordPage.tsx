import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SubmitButton } from '../../../shared/ui/FormControls'
import { useAppDispatch } from '../../../app/hooks'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { startPasswordReset } from '../authThunks'
import { useCodeFlowOutcome } from '../useCodeFlowOutcome'
import { AuthCard } from './AuthCard'
import { emailError } from './emailError'
import { useAccountPage } from './useAccountPage'
import { useAccountForm } from './useAccountForm'
import { AccountEmailField } from '../AccountFields'

/** Starts password recovery: a FINDPASSWORD code by email, checked in the code dialog. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['account', 'common'])
  useAccountPage('forgot')
  useCodeFlowOutcome('FINDPASSWORD')
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const { form, onSubmit, email, setEmail, errors, pending, captchaBox } = useAccountForm(
    'forgot',
    {
      validate: (fields) => ({ email: emailError(fields.email, t) }),
      send: (fields) =>
        dispatch(startPasswordReset({ email: fields.email, rspToken: fields.rspToken })),
    },
  )

  return (
    <AuthCard title={t('account:forgot.title')} lead={t('account:forgot.lead')}>
      <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
        <AccountEmailField value={email} error={errors.email ?? errors.form} onChange={setEmail} />
        {captchaBox}
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

import { useTranslation } from 'react-i18next'
import { TextField } from '../../shared/ui/TextField'
import { PasswordField, type PasswordFieldProps } from '../../shared/ui/PasswordField'

/** The email field of the account forms: log in, sign up, forgotten password. */
export function AccountEmailField({
  value,
  error,
  onChange,
}: {
  value: string
  error?: string
  onChange: (email: string) => void
}) {
  const { t } = useTranslation()
  return (
    <TextField
      label={t('account:email.label')}
      type="email"
      autoComplete="email"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

/** A password field of the account forms with its show/hide labels; "Password" unless named. */
export function AccountPasswordField({
  label,
  ...field
}: Omit<PasswordFieldProps, 'label' | 'showLabel' | 'hideLabel'> & { label?: string }) {
  const { t } = useTranslation()
  return (
    <PasswordField
      {...field}
      label={label ?? t('account:password.label')}
      showLabel={t('account:password.show')}
      hideLabel={t('account:password.hide')}
    />
  )
}

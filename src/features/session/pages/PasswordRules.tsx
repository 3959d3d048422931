import { useTranslation } from 'react-i18next'
import Check from 'lucide-react/icons/check'
import Circle from 'lucide-react/icons/circle'
import { checkPassword } from '../../../shared/lib/passwordRules'

/** The password rules, ticked live as the user types. */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('account')
  return (
    <ul id={id} className="password-rules">
      {checkPassword(password).map((rule) => (
        <li key={rule.key} data-met={rule.met}>
          {rule.met ? <Check className="icon-inline" /> : <Circle className="icon-inline" />}{' '}
          {t(`password.rules.${rule.key}`)}
          <span className="visually-hidden">
            {rule.met ? ` (${t('password.met')})` : ` (${t('password.notMet')})`}
          </span>
        </li>
      ))}
    </ul>
  )
}

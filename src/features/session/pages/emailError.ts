import type { TFunction } from 'i18next'
import { isValidEmail } from '../../../shared/lib/validation'

/** The message for an email field, or undefined when it is fine (SPEC 5). */
export function emailError(email: string, t: TFunction): string | undefined {
  if (!email.trim()) return t('account:email.required')
  return isValidEmail(email) ? undefined : t('account:email.invalid')
}

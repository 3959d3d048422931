import type { TFunction } from 'i18next'
import { ERROR_CODES } from '../api/contract/envelope'
import { NETWORK_ERROR_STATUS, type SerializedApiError } from '../api/errors'

/**
 * The user-facing text for a failed call (SPEC 8): the network message for status -404, our
 * own wording for documented codes, else the server's msg, else a generic message.
 */
export function apiErrorMessage(
  error: SerializedApiError | null | undefined,
  t: TFunction,
): string {
  if (!error || error.status === NETWORK_ERROR_STATUS) return t('common:errors.network')
  if (error.code === ERROR_CODES.paymentUnavailable) return t('common:errors.paymentUnavailable')
  if (error.code === ERROR_CODES.recaptchaRequired) return t('common:errors.tickRecaptcha')
  return error.msg || t('common:errors.generic')
}

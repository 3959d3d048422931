import type { TFunction } from 'i18next'
import { ERROR_CODES, isDocumentedErrorCode, type ErrorCode } from '../api/contract/envelope'
import { NETWORK_ERROR_STATUS, type SerializedApiError } from '../api/errors'

/**
 * The message key of a documented code: `common:errors.codes.<CODE>`, except the two SPEC 8 codes,
 * which keep the keys the rest of the app shares (the captcha gate shows the same words).
 */
export function errorMessageKey(code: ErrorCode): string {
  if (code === ERROR_CODES.paymentUnavailable) return 'common:errors.paymentUnavailable'
  if (code === ERROR_CODES.recaptchaRequired) return 'common:errors.tickRecaptcha'
  return `common:errors.codes.${code}`
}

/**
 * The user-facing text for a failed call (SPEC 8, docs/api.md 1.5): the network message for
 * status -404; our own translation of a documented code, whatever language the server answered
 * in; else the server's msg; else a generic message.
 *
 * One documented code is the exception: `invalidInput` (RT_NOBEL_ERROR_40002) is a family of
 * requests a correct client never sends, whose members only the server's msg tells apart (the
 * partnership form's field pointer among them), so its msg comes first and the code's
 * translation is the fallback.
 */
export function apiErrorMessage(
  error: SerializedApiError | null | undefined,
  t: TFunction,
): string {
  if (!error || error.status === NETWORK_ERROR_STATUS) return t('common:errors.network')
  // The server says how long is left: the message says it too, in the resend timer's unit.
  if (error.code === ERROR_CODES.codeResendTooSoon && error.retryAfterSeconds) {
    const seconds = t('common:units.seconds', { count: error.retryAfterSeconds })
    return t('common:errors.resendIn', { seconds })
  }
  // Minutes, rounded up, as the language says "in 2 minutes" (Intl.RelativeTimeFormat).
  if (error.code === ERROR_CODES.tooManyRequests && error.retryAfterSeconds) {
    return t('common:errors.tryAgainIn', { wait: Math.ceil(error.retryAfterSeconds / 60) })
  }
  if (error.code === ERROR_CODES.invalidInput) {
    return error.msg || t(errorMessageKey(ERROR_CODES.invalidInput))
  }
  if (isDocumentedErrorCode(error.code)) return t(errorMessageKey(error.code))
  return error.msg || t('common:errors.generic')
}

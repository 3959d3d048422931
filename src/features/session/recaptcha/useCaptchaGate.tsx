import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ERROR_CODES } from '../../../api/contract/envelope'
import type { SerializedApiError } from '../../../api/errors'
import { FormError } from '../../../shared/ui/FormControls'
import { CaptchaBox } from './CaptchaBox'
import type { CaptchaErrorReason } from './captchaTypes'

/**
 * A captcha that appears where the user is when the server demands one (RT_NOBEL_ERROR_10029,
 * SPEC 4.4 and 8) on a call that is not the guest login: password login, register, send code.
 * The form keeps what was typed; once the box is ticked, `onTicked` runs the same action again
 * with the token, so nothing has to be retyped or pressed twice.
 */
export function useCaptchaGate(onTicked: (rspToken: string) => void) {
  const { t } = useTranslation(['account', 'common'])
  const [demands, setDemands] = useState(0)
  const [message, setMessage] = useState('')
  const token = useRef('')
  const ticked = useRef(onTicked)
  useEffect(() => {
    ticked.current = onTicked
  })

  const onToken = useCallback((value: string) => {
    token.current = value
    setMessage('')
    ticked.current(value)
  }, [])
  const onExpired = useCallback(() => {
    token.current = ''
    setMessage(t('common:errors.tickRecaptcha'))
  }, [t])
  const onError = useCallback(
    (reason: CaptchaErrorReason) => setMessage(t(`account:captcha.errors.${reason}`)),
    [t],
  )

  /** True when the failure was the captcha demand: the box shows (afresh) with the tick message. */
  const demanded = useCallback(
    (error: SerializedApiError | null | undefined): boolean => {
      if (error?.code !== ERROR_CODES.recaptchaRequired) return false
      token.current = ''
      setDemands((count) => count + 1)
      setMessage(t('common:errors.tickRecaptcha'))
      return true
    },
    [t],
  )
  const rspToken = useCallback(() => token.current || undefined, [])

  const box =
    demands > 0 ? (
      <div className="captcha-gate">
        {/* A new demand is a new challenge: a token is spent once. */}
        <CaptchaBox key={demands} onToken={onToken} onExpired={onExpired} onError={onError} />
        <FormError message={message} />
      </div>
    ) : null

  return {
    /** The ticked token to send, or undefined before any demand. */
    rspToken,
    demanded,
    box,
  }
}

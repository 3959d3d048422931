import { useEffect } from 'react'
import ReCAPTCHA from 'react-google-recaptcha'
import type { CaptchaWidgetProps } from './captchaTypes'

/** Google reCAPTCHA v2 (checkbox) for live builds; loaded only when a captcha is needed. */
export default function LiveRecaptcha({
  siteKey,
  hl,
  onToken,
  onExpired,
  onError,
}: CaptchaWidgetProps) {
  useEffect(() => {
    if (!siteKey) onError('noKey')
  }, [siteKey, onError])
  if (!siteKey) return null
  return (
    <ReCAPTCHA
      sitekey={siteKey}
      hl={hl}
      badge="inline"
      onChange={(token) => (token ? onToken(token) : onExpired())}
      onExpired={onExpired}
      onErrored={() => onError('loadFailed')}
    />
  )
}

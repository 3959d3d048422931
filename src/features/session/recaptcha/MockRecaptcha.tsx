import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CaptchaWidgetProps } from './captchaTypes'
import './MockRecaptcha.css'

/**
 * The offline stand-in for reCAPTCHA in mock and demo builds, with the same interface, so QA
 * can test ticking, expiry and a widget failure without Google. Its tokens are accepted by
 * the mock API only (docs/qa.md).
 */
export default function MockRecaptcha({ onToken, onExpired, onError }: CaptchaWidgetProps) {
  const { t } = useTranslation('account')
  const [ticked, setTicked] = useState(false)
  return (
    <div className="mock-captcha">
      <label className="mock-captcha__box">
        <input
          type="checkbox"
          checked={ticked}
          onChange={(event) => {
            setTicked(event.target.checked)
            if (event.target.checked) onToken(`mock-recaptcha-ok-${Date.now()}`)
            else onExpired()
          }}
        />
        <span>{t('captcha.notRobot')}</span>
      </label>
      <span className="mock-captcha__tag">{t('captcha.testWidget')}</span>
      <div className="mock-captcha__qa">
        <button
          type="button"
          onClick={() => {
            setTicked(false)
            onExpired()
          }}
        >
          {t('captcha.simulateExpiry')}
        </button>
        <button type="button" onClick={() => onError('loadFailed')}>
          {t('captcha.simulateFailure')}
        </button>
      </div>
    </div>
  )
}

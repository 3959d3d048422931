import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { getConfig } from '../../../config/runtimeConfig'
import type { CaptchaWidgetProps } from './captchaTypes'

// Decided at build time, so a production bundle never contains the test widget.
const Widget = lazy(() =>
  import.meta.env.VITE_MOCK_API === 'true' ? import('./MockRecaptcha') : import('./LiveRecaptcha'),
)

export type CaptchaBoxProps = Omit<CaptchaWidgetProps, 'siteKey' | 'hl'>

export function CaptchaBox(props: CaptchaBoxProps) {
  const { t, i18n } = useTranslation('account')
  return (
    <Suspense fallback={<p role="status">{t('captcha.loading')}</p>}>
      <Widget siteKey={getConfig().recaptchaSiteKey} hl={i18n.language} {...props} />
    </Suspense>
  )
}

/** The interface both captcha widgets share (live: Google reCAPTCHA v2; mock builds: a local one). */
export interface CaptchaWidgetProps {
  siteKey: string
  /** Language of the widget, e.g. 'ja'. */
  hl: string
  onToken: (token: string) => void
  onExpired: () => void
  onError: (reason: CaptchaErrorReason) => void
}

/** The widget's documented failures (SPEC 8). */
export type CaptchaErrorReason = 'noKey' | 'noVersion' | 'loadFailed' | 'executeFailed'

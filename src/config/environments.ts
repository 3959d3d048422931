/**
 * The three deployment environments. Keys here are public by nature (they ship in the
 * bundle); see docs/decisions/002-request-signing.md for what the signing key can protect.
 */
export type EnvironmentName = 'dev' | 'test' | 'pro'

export interface EnvironmentSettings {
  siteUrl: string
  apiBaseUrl: string
  affiliateApiBaseUrl: string
  adyenClientKey: string
  adyenEnvironment: 'test' | 'live'
  signingKey: string
  recaptchaSiteKey: string
  /**
   * Third-party ids (SPEC 7.4): Google Tag Manager (GTM-…), Google Analytics 4 (G-…), the Meta
   * ad pixel (digits) and the Crisp live chat (website id). Empty: that script is not loaded.
   * Live builds only (src/app/thirdParty); set them per deployment in config.json.
   */
  tagManagerId: string
  analyticsId: string
  adPixelId: string
  chatWidgetId: string
}

const NO_THIRD_PARTIES = { tagManagerId: '', analyticsId: '', adPixelId: '', chatWidgetId: '' }

const dev: EnvironmentSettings = {
  siteUrl: 'http://localhost:5173',
  apiBaseUrl: '/',
  affiliateApiBaseUrl: '/',
  adyenClientKey: 'test_DEVCLIENTKEY000000000000000000',
  adyenEnvironment: 'test',
  signingKey: 'roamwise-dev-signing-key',
  recaptchaSiteKey: 'dev-recaptcha-site-key',
  ...NO_THIRD_PARTIES,
}

const test: EnvironmentSettings = {
  siteUrl: 'https://test.roamwise.example',
  apiBaseUrl: '/',
  affiliateApiBaseUrl: '/',
  adyenClientKey: 'test_TESTCLIENTKEY00000000000000000',
  adyenEnvironment: 'test',
  signingKey: 'roamwise-test-signing-key',
  recaptchaSiteKey: 'test-recaptcha-site-key',
  ...NO_THIRD_PARTIES,
}

const pro: EnvironmentSettings = {
  siteUrl: 'https://www.roamwise.example',
  apiBaseUrl: '/',
  affiliateApiBaseUrl: '/',
  adyenClientKey: 'live_PROCLIENTKEY000000000000000000',
  adyenEnvironment: 'live',
  signingKey: 'roamwise-pro-signing-key',
  recaptchaSiteKey: 'pro-recaptcha-site-key',
  ...NO_THIRD_PARTIES,
}

export const environments: Record<EnvironmentName, EnvironmentSettings> = { dev, test, pro }

/**
 * The build's own environment, chosen with the compile-time VITE_APP_ENV: the bundler folds the
 * comparison and drops the other two, so a live bundle carries no dev or test keys.
 */
export const buildEnvironment: { name: EnvironmentName; settings: EnvironmentSettings } =
  import.meta.env.VITE_APP_ENV === 'pro'
    ? { name: 'pro', settings: pro }
    : import.meta.env.VITE_APP_ENV === 'test'
      ? { name: 'test', settings: test }
      : { name: 'dev', settings: dev }

export function isEnvironmentName(value: unknown): value is EnvironmentName {
  return value === 'dev' || value === 'test' || value === 'pro'
}

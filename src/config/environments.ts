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
}

export const environments: Record<EnvironmentName, EnvironmentSettings> = {
  dev: {
    siteUrl: 'http://localhost:5173',
    apiBaseUrl: '/',
    affiliateApiBaseUrl: '/',
    adyenClientKey: 'test_DEVCLIENTKEY000000000000000000',
    adyenEnvironment: 'test',
    signingKey: 'roamwise-dev-signing-key',
    recaptchaSiteKey: 'dev-recaptcha-site-key',
  },
  test: {
    siteUrl: 'https://test.roamwise.example',
    apiBaseUrl: '/',
    affiliateApiBaseUrl: '/',
    adyenClientKey: 'test_TESTCLIENTKEY00000000000000000',
    adyenEnvironment: 'test',
    signingKey: 'roamwise-test-signing-key',
    recaptchaSiteKey: 'test-recaptcha-site-key',
  },
  pro: {
    siteUrl: 'https://www.roamwise.example',
    apiBaseUrl: '/',
    affiliateApiBaseUrl: '/',
    adyenClientKey: 'live_PROCLIENTKEY000000000000000000',
    adyenEnvironment: 'live',
    signingKey: 'roamwise-pro-signing-key',
    recaptchaSiteKey: 'pro-recaptcha-site-key',
  },
}

export function isEnvironmentName(value: unknown): value is EnvironmentName {
  return value === 'dev' || value === 'test' || value === 'pro'
}

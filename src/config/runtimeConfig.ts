import {
  buildEnvironment,
  environments,
  isEnvironmentName,
  type EnvironmentName,
  type EnvironmentSettings,
} from './environments'
import type { OperatorDetails } from './operator'
import { SAMPLE_OPERATOR } from './sampleOperator'

/**
 * Settings resolved at start-up: the build's environment, overridden by `/config.json`
 * served next to index.html, so a deployment can point at another API without a rebuild.
 */
export interface RuntimeConfig extends EnvironmentSettings {
  environment: string
  productName: string
  productSlug: string
  mockApi: boolean
  /**
   * Who runs the store, as config.json gives it (unchecked here: the pages that show it read it
   * through operatorFrom, so start-up carries no code for it); null in a live build without it.
   */
  operator: unknown
  /** The operator is the mock builds' sample, which the pages say. */
  operatorIsSample: boolean
}

export type RuntimeOverrides = Partial<Omit<RuntimeConfig, 'mockApi' | 'operator'>> & {
  operator?: Partial<OperatorDetails>
}

const STRING_KEYS = [
  'environment',
  'siteUrl',
  'apiBaseUrl',
  'affiliateApiBaseUrl',
  'adyenClientKey',
  'adyenEnvironment',
  'signingKey',
  'recaptchaSiteKey',
  'tagManagerId',
  'analyticsId',
  'adPixelId',
  'chatWidgetId',
  'productName',
  'productSlug',
] as const

export function buildTimeConfig(env: Record<string, string | boolean | undefined>): RuntimeConfig {
  const name = isEnvironmentName(env.VITE_APP_ENV) ? env.VITE_APP_ENV : 'dev'
  return withEnvironment(env, name, environments[name])
}

function withEnvironment(
  env: Record<string, string | boolean | undefined>,
  name: EnvironmentName,
  settings: EnvironmentSettings,
): RuntimeConfig {
  const mockApi = env.VITE_MOCK_API === 'true' || env.VITE_MOCK_API === true
  return {
    ...settings,
    environment: name,
    productName: typeof env.VITE_PRODUCT_NAME === 'string' ? env.VITE_PRODUCT_NAME : 'Roamwise',
    productSlug: typeof env.VITE_PRODUCT_SLUG === 'string' ? env.VITE_PRODUCT_SLUG : 'roamwise',
    mockApi,
    operator: null,
    operatorIsSample: false,
  }
}

/** Keeps only known string keys, so a typo in config.json cannot inject anything else. */
export function mergeOverrides(base: RuntimeConfig, overrides: unknown): RuntimeConfig {
  if (!overrides || typeof overrides !== 'object') return base
  const merged: RuntimeConfig = { ...base }
  const source = overrides as Record<string, unknown>
  for (const key of STRING_KEYS) {
    const value = source[key]
    if (typeof value === 'string' && value.trim() !== '') {
      ;(merged as unknown as Record<string, string>)[key] = value.trim()
    }
  }
  if (!/^[a-z0-9-]+$/.test(merged.productSlug)) merged.productSlug = base.productSlug
  if (source.operator && typeof source.operator === 'object') {
    merged.operator = source.operator
    merged.operatorIsSample = false
  }
  return merged
}

// Not buildTimeConfig(): its lookup by name would keep every environment in the bundle. The
// sample operator is written against the literal flag, so a live build drops it.
let current: RuntimeConfig = {
  ...withEnvironment(import.meta.env, buildEnvironment.name, buildEnvironment.settings),
  ...(import.meta.env.VITE_MOCK_API === 'true'
    ? { operator: SAMPLE_OPERATOR, operatorIsSample: true }
    : {}),
}

export function getConfig(): RuntimeConfig {
  return current
}

export function setConfig(next: RuntimeConfig): void {
  current = next
}

/** Fetches `/config.json`; a missing or broken file leaves the build-time settings. */
export async function loadRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchFn(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-cache' })
    if (response.ok) current = mergeOverrides(current, await response.json())
  } catch {
    // Offline or no file: the build-time configuration is complete on its own.
  }
  return current
}

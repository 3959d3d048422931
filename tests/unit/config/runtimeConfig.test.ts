import { describe, expect, it } from 'vitest'
import {
  buildTimeConfig,
  loadRuntimeConfig,
  mergeOverrides,
} from '../../../src/config/runtimeConfig'
import { environments } from '../../../src/config/environments'

describe('runtime configuration', () => {
  it('has three environments, each with every setting', () => {
    expect(Object.keys(environments)).toEqual(['dev', 'test', 'pro'])
    for (const settings of Object.values(environments)) {
      expect(Object.keys(settings).sort()).toEqual(
        [
          'adyenClientKey',
          'adyenEnvironment',
          'affiliateApiBaseUrl',
          'apiBaseUrl',
          'recaptchaSiteKey',
          'signingKey',
          'siteUrl',
          'tagManagerId',
          'analyticsId',
          'adPixelId',
          'chatWidgetId',
        ].sort(),
      )
    }
  })
  it('defaults the API base URL to / and the product to Roamwise', () => {
    const config = buildTimeConfig({ VITE_APP_ENV: 'pro' })
    expect(config.apiBaseUrl).toBe('/')
    expect(config.productName).toBe('Roamwise')
    expect(config.productSlug).toBe('roamwise')
    expect(config.mockApi).toBe(false)
  })
  it('lets config.json override known keys only, and rejects a bad slug', () => {
    const base = buildTimeConfig({ VITE_APP_ENV: 'test' })
    const merged = mergeOverrides(base, {
      apiBaseUrl: 'https://api.example.com/',
      mockApi: true,
      evil: 'x',
      productSlug: 'Bad Slug!',
    })
    expect(merged.apiBaseUrl).toBe('https://api.example.com/')
    expect(merged.mockApi).toBe(base.mockApi)
    expect(merged).not.toHaveProperty('evil')
    expect(merged.productSlug).toBe('roamwise')
  })
  it('keeps the build settings when config.json is missing or broken', async () => {
    const missing = await loadRuntimeConfig(async () => new Response('nope', { status: 404 }))
    expect(missing.apiBaseUrl).toBe('/')
    const broken = await loadRuntimeConfig(async () => new Response('{not json', { status: 200 }))
    expect(broken.apiBaseUrl).toBe('/')
  })
})

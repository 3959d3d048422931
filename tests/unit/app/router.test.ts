import { describe, expect, it, vi } from 'vitest'
import type { RouteObject } from 'react-router'
import { buildRoutes } from '../../../src/app/router/routes'
import { needsToken, tokenSegments } from '../../../src/app/router/guard'
import { pages } from '../../../src/app/router/pages'
import { withoutTrailingSlash } from '../../../src/app/router/trailingSlash'
import { reloadOnceForChunkError } from '../../../src/app/router/lazyPage'
import { initialRedirect } from '../../../src/app/startLocale'
import { isCookieBannerRoute } from '../../../src/app/layout/CookieBanner'
import { isMobileViewport } from '../../../src/app/layout/useViewport'
import { LOCALE_CODES } from '../../../src/i18n/locales'

const collectIds = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [route.id ?? '', ...collectIds(route.children ?? [])])

describe('route table', () => {
  const routes = buildRoutes('roamwise', [
    { name: 'index', path: '', load: async () => ({ default: () => null }) },
    { name: 'faq', path: 'faq-{slug}-esim', load: async () => ({ default: () => null }) },
  ])
  const layouts = routes[0]!.children!

  it('generates one layout per locale, English without prefix', () => {
    expect(layouts.map((route) => route.path)).toEqual([
      '/',
      '/ja',
      '/de',
      '/es',
      '/tr',
      '/zh-CN',
      '/zh-HK',
    ])
  })
  it('gives every page in every locale an id <name>___<locale>', () => {
    const ids = collectIds(routes)
    for (const locale of LOCALE_CODES) {
      expect(ids).toContain(`index___${locale}`)
      expect(ids).toContain(`faq___${locale}`)
      expect(ids).toContain(`notFound___${locale}`)
    }
  })
  it('puts the product slug into paths', () => {
    const faq = layouts[1]!.children!.find((route) => route.id === 'faq___ja')
    expect(faq?.path).toBe('faq-roamwise-esim')
  })
})

describe('guard, trailing slash, cookie banner, viewport', () => {
  it('protects any path containing /orders, /changepwd or /credit', () => {
    // The page table declares them (requiresToken); SPEC 2.7 names exactly these three.
    expect(tokenSegments(pages).sort()).toEqual(['/changepwd', '/credit', '/orders'])
    expect(needsToken('/orders')).toBe(true)
    expect(needsToken('/ja/changepwd')).toBe(true)
    expect(needsToken('/credit/history')).toBe(true)
    expect(needsToken('/balance')).toBe(false)
    expect(needsToken('/japan')).toBe(false)
  })
  it('strips trailing slashes except on the root', () => {
    expect(withoutTrailingSlash('/')).toBeNull()
    expect(withoutTrailingSlash('/ja/faq-roamwise-esim/')).toBe('/ja/faq-roamwise-esim')
    expect(withoutTrailingSlash('/ja//')).toBe('/ja')
    expect(withoutTrailingSlash('/ja')).toBeNull()
  })
  it('shows the cookie banner only on index routes', () => {
    expect(isCookieBannerRoute('index___en')).toBe(true)
    expect(isCookieBannerRoute('faq___en')).toBe(false)
  })
  it('is mobile on a phone or in a window of 768 px and narrower', () => {
    expect(isMobileViewport('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4)', false)).toBe(true)
    expect(isMobileViewport('Mozilla/5.0 (X11; Linux x86_64)', true)).toBe(true)
    expect(isMobileViewport('Mozilla/5.0 (X11; Linux x86_64)', false)).toBe(false)
  })
})

describe('chunk-load reload', () => {
  it('reloads once, then not again within ten seconds', () => {
    const reload = vi.fn()
    expect(reloadOnceForChunkError(100_000, reload)).toBe(true)
    expect(reloadOnceForChunkError(105_000, reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadOnceForChunkError(120_000, reload)).toBe(true)
  })
})

describe('start locale', () => {
  it('detects only at the root: stored choice first, then the browser', () => {
    expect(initialRedirect('/', 'de', ['ja'])).toBe('/de')
    expect(initialRedirect('/', undefined, ['ja-JP'])).toBe('/ja')
    expect(initialRedirect('/', 'en', ['ja-JP'])).toBeNull()
    expect(initialRedirect('/', undefined, ['fr'])).toBeNull()
    expect(initialRedirect('/faq', undefined, ['ja'])).toBeNull()
  })
})

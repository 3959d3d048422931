import { describe, expect, it } from 'vitest'
import { classify, samplePaths } from '../../../scripts/perf-sample.mjs'

const LOCALES = ['', '/ja', '/de', '/es', '/tr', '/zh-CN', '/zh-HK']
const SHAPES = [
  '',
  '/japan',
  '/europe',
  '/japan/jp-data-5gb-30d',
  '/korea/kr-data-1gb-7d',
  '/faq-roamwise-esim',
  '/how-it-works',
  '/about-roamwise',
  '/esim-call-text',
  '/esim-call-text/jp-call-3gb-30d',
  '/esim-christmas-discount',
]
const SITEMAP = LOCALES.flatMap((prefix) => SHAPES.map((shape) => `${prefix}${shape}` || '/'))

describe("npm run perf's sample of the sitemap", () => {
  it('reads each page kind and language from the path', () => {
    expect(classify('/')).toEqual({ locale: 'en', kind: 'home' })
    expect(classify('/zh-HK')).toEqual({ locale: 'zh-HK', kind: 'home' })
    expect(classify('/de/japan')).toEqual({ locale: 'de', kind: 'destination' })
    expect(classify('/ja/japan/jp-data-5gb-30d')).toEqual({ locale: 'ja', kind: 'plan' })
    expect(classify('/esim-call-text/jp-call-3gb-30d')).toEqual({
      locale: 'en',
      kind: 'call-text plan',
    })
    expect(classify('/tr/about-roamwise')).toEqual({ locale: 'tr', kind: 'content' })
    expect(classify('/es/faq-roamwise-esim')).toEqual({ locale: 'es', kind: 'faq' })
  })

  it.each([1, 2, 3, 42, 2026])(
    'seed %i: 12 distinct pages, every kind and every language',
    (seed) => {
      const sample = samplePaths(SITEMAP, 12, seed)
      expect(sample).toHaveLength(12)
      expect(new Set(sample.map((page) => page.path)).size).toBe(12)
      expect(new Set(sample.map((page) => page.kind))).toEqual(
        new Set(SITEMAP.map((path) => classify(path).kind)),
      )
      expect(new Set(sample.map((page) => page.locale))).toEqual(
        new Set(['en', 'ja', 'de', 'es', 'tr', 'zh-CN', 'zh-HK']),
      )
    },
  )

  it('repeats a sample from its seed, and varies with it', () => {
    expect(samplePaths(SITEMAP, 12, 7)).toEqual(samplePaths(SITEMAP, 12, 7))
    expect(samplePaths(SITEMAP, 12, 7)).not.toEqual(samplePaths(SITEMAP, 12, 8))
  })
})

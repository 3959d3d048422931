import { describe, expect, it } from 'vitest'
import { absoluteUrl, alternateLinks, canonicalUrl } from '../../../src/app/head/siteLinks'

const SITE = 'https://www.roamwise.example'

describe('canonicalUrl', () => {
  it('is the absolute path without a trailing slash, the root keeping its own', () => {
    expect(canonicalUrl(SITE, '/')).toBe(`${SITE}/`)
    expect(canonicalUrl(`${SITE}/`, '/ja/japan/')).toBe(`${SITE}/ja/japan`)
    expect(canonicalUrl(SITE, '/faq-roamwise-esim')).toBe(`${SITE}/faq-roamwise-esim`)
  })

  it('joins an origin given with a slash without doubling it', () => {
    expect(absoluteUrl(`${SITE}/`, '/about-roamwise')).toBe(`${SITE}/about-roamwise`)
  })
})

describe('alternateLinks', () => {
  it('lists the page in all seven languages plus x-default, from any language copy', () => {
    const fromGerman = alternateLinks(SITE, '/de/japan/jp-data-5gb-30d')
    expect(fromGerman).toEqual([
      { hreflang: 'en', href: `${SITE}/japan/jp-data-5gb-30d` },
      { hreflang: 'ja', href: `${SITE}/ja/japan/jp-data-5gb-30d` },
      { hreflang: 'de', href: `${SITE}/de/japan/jp-data-5gb-30d` },
      { hreflang: 'es', href: `${SITE}/es/japan/jp-data-5gb-30d` },
      { hreflang: 'tr', href: `${SITE}/tr/japan/jp-data-5gb-30d` },
      { hreflang: 'zh-CN', href: `${SITE}/zh-CN/japan/jp-data-5gb-30d` },
      { hreflang: 'zh-HK', href: `${SITE}/zh-HK/japan/jp-data-5gb-30d` },
      { hreflang: 'x-default', href: `${SITE}/japan/jp-data-5gb-30d` },
    ])
    expect(alternateLinks(SITE, '/japan/jp-data-5gb-30d')).toEqual(fromGerman)
  })

  it('maps the home page of each language to its prefix only', () => {
    const hrefs = alternateLinks(SITE, '/zh-HK').map((link) => link.href)
    expect(hrefs).toEqual([
      `${SITE}/`,
      `${SITE}/ja`,
      `${SITE}/de`,
      `${SITE}/es`,
      `${SITE}/tr`,
      `${SITE}/zh-CN`,
      `${SITE}/zh-HK`,
      `${SITE}/`,
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { buildRobots, buildSitemap, buildSitemapFiles } from '../../../src/app/head/sitemap'
import { localizedPaths, staticPublicPaths } from '../../../src/app/head/publicPages'
import { pages } from '../../../src/app/router/pages'

const SITE = 'https://www.roamwise.example'

describe('buildSitemap', () => {
  const xml = buildSitemap(SITE, ['/', '/ja', '/ja/faq-roamwise-esim', '/ja/faq-roamwise-esim'])

  it('lists each path once as an absolute <loc>', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual([`${SITE}/`, `${SITE}/ja`, `${SITE}/ja/faq-roamwise-esim`])
  })

  it('gives every URL its eight alternates (seven languages and x-default)', () => {
    const blocks = xml.split('<url>').slice(1)
    for (const block of blocks) expect(block.match(/<xhtml:link /g)).toHaveLength(8)
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/faq-roamwise-esim"/>`,
    )
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })

  it('escapes XML special characters in URLs', () => {
    expect(buildSitemap('https://a.example', ['/a&b'])).toContain(
      '<loc>https://a.example/a&amp;b</loc>',
    )
  })
})

describe('buildRobots', () => {
  it('keeps the rules and points at the sitemap once', () => {
    const robots = buildRobots(
      'User-agent: *\nAllow: /\nSitemap: https://old.example/s.xml\n',
      SITE,
    )
    expect(robots).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`)
  })
})

describe('the public pages', () => {
  it('are the shop window and content pages of the page table, with the product slug', () => {
    expect(staticPublicPaths(pages, 'roamwise').sort()).toEqual(
      [
        '/',
        '/about-roamwise',
        '/agreement',
        '/esim-call-text',
        '/esim-christmas-discount',
        '/faq-roamwise-esim',
        '/how-it-works',
        '/partnership',
      ].sort(),
    )
  })

  it('exist under every locale prefix, English unprefixed', () => {
    expect(localizedPaths(['/', '/agreement'])).toEqual([
      '/',
      '/ja',
      '/de',
      '/es',
      '/tr',
      '/zh-CN',
      '/zh-HK',
      '/agreement',
      '/ja/agreement',
      '/de/agreement',
      '/es/agreement',
      '/tr/agreement',
      '/zh-CN/agreement',
      '/zh-HK/agreement',
    ])
  })
})

describe('buildSitemapFiles', () => {
  const paths = ['/', '/ja', '/de', '/japan', '/ja/japan']

  it('writes one sitemap.xml while the paths fit', () => {
    const files = buildSitemapFiles(SITE, paths)
    expect(files.map((file) => file.name)).toEqual(['sitemap.xml'])
    expect(files[0]!.xml).toBe(buildSitemap(SITE, paths))
  })

  it('splits past the URL limit, with sitemap.xml as the index of the parts', () => {
    const files = buildSitemapFiles(SITE, paths, { urls: 2, bytes: 50 * 1024 * 1024 })
    expect(files.map((file) => file.name)).toEqual([
      'sitemap.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
    ])
    expect(files[0]!.xml).toContain('<sitemapindex')
    expect([...files[0]!.xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${SITE}/sitemap-1.xml`,
      `${SITE}/sitemap-2.xml`,
      `${SITE}/sitemap-3.xml`,
    ])
    const listed = files
      .slice(1)
      .flatMap((file) => [...file.xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]))
    expect(listed).toEqual([
      `${SITE}/`,
      `${SITE}/ja`,
      `${SITE}/de`,
      `${SITE}/japan`,
      `${SITE}/ja/japan`,
    ])
  })

  it('splits past the byte limit, keeping every file within it', () => {
    const limit = buildSitemap(SITE, paths.slice(0, 2)).length + 10
    const files = buildSitemapFiles(SITE, paths, { urls: 50_000, bytes: limit })
    expect(files.length).toBeGreaterThan(2)
    for (const file of files.slice(1))
      expect(new TextEncoder().encode(file.xml).length).toBeLessThanOrEqual(limit)
  })
})

import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { manifestFor } from '../../../scripts/vite/webManifests'
import { manifestPath } from '../../../src/i18n/localePath'
import { LOCALE_CODES } from '../../../src/i18n/locales'

const LOCALES_DIR = path.resolve('locales')
const read = (locale: (typeof LOCALE_CODES)[number]) =>
  JSON.parse(manifestFor(LOCALES_DIR, locale, 'Roamwise')) as Record<string, unknown> & {
    shortcuts: { name: string; url: string }[]
  }

/** Issue 36: a phone names the installed store in the language it was installed from. */
describe('the web app manifests', () => {
  it('are served at the language’s own path', () => {
    expect(LOCALE_CODES.map(manifestPath)).toEqual([
      '/manifest.webmanifest',
      '/ja/manifest.webmanifest',
      '/de/manifest.webmanifest',
      '/es/manifest.webmanifest',
      '/tr/manifest.webmanifest',
      '/zh-CN/manifest.webmanifest',
      '/zh-HK/manifest.webmanifest',
    ])
  })

  it('speak the page’s language and start on its home page', () => {
    expect(read('ja')).toMatchObject({
      lang: 'ja',
      name: 'Roamwise旅行用eSIM',
      start_url: '/ja',
      shortcuts: [{ name: '注文履歴', url: '/ja/orders' }],
    })
    expect(read('en')).toMatchObject({ lang: 'en', name: 'Roamwise Travel eSIM', start_url: '/' })
    expect(String(read('zh-HK').description)).toMatch(/^適用於全球各國家及地區/)
  })

  it('are one app whatever the language, with a text of its own in each', () => {
    const all = LOCALE_CODES.map(read)
    expect(new Set(all.map((manifest) => manifest.id))).toEqual(new Set(['/']))
    expect(new Set(all.map((manifest) => manifest.short_name))).toEqual(new Set(['Roamwise']))
    expect(new Set(all.map((manifest) => manifest.description)).size).toBe(LOCALE_CODES.length)
    expect(new Set(all.map((manifest) => manifest.shortcuts[0]!.name)).size).toBe(
      LOCALE_CODES.length,
    )
  })
})

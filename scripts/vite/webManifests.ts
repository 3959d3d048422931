import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { LOCALE_CODES, type LocaleCode } from '../../src/i18n/locales.ts'
import { localePath, manifestPath } from '../../src/i18n/localePath.ts'

type Words = { name: string; description: string; orders: string; ordersShort: string }

function words(localesDir: string, locale: LocaleCode, product: string): Words {
  const common = JSON.parse(
    fs.readFileSync(path.join(localesDir, locale, 'common.json'), 'utf8'),
  ) as { manifest: Omit<Words, 'orders'>; account: { orders: string } }
  const fill = (text: string) => text.replaceAll('{{product}}', product)
  return {
    name: fill(common.manifest.name),
    description: fill(common.manifest.description),
    orders: common.account.orders,
    ordersShort: common.manifest.ordersShort,
  }
}

/**
 * The web app manifest in each language (issue 36): the name and description a phone shows
 * when the store is installed come from the language of the page it was installed from. One
 * `id` for all, so the store installs once whatever the language.
 */
export function manifestFor(localesDir: string, locale: LocaleCode, product: string): string {
  const text = words(localesDir, locale, product)
  const icon = (src: string, sizes: string, purpose: string, type = 'image/png') => ({
    src,
    sizes,
    type,
    purpose,
  })
  return `${JSON.stringify(
    {
      id: '/',
      name: text.name,
      short_name: product,
      description: text.description,
      lang: locale,
      dir: 'ltr',
      start_url: localePath('/', locale),
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      background_color: '#ffffff',
      theme_color: '#0e7c66',
      categories: ['travel', 'shopping', 'utilities'],
      icons: [
        icon('/favicon.svg', 'any', 'any', 'image/svg+xml'),
        icon('/icons/icon-192.png', '192x192', 'any'),
        icon('/icons/icon-512.png', '512x512', 'any'),
        icon('/icons/icon-maskable-192.png', '192x192', 'maskable'),
        icon('/icons/icon-maskable-512.png', '512x512', 'maskable'),
      ],
      shortcuts: [
        {
          name: text.orders,
          short_name: text.ordersShort,
          url: localePath('/orders', locale),
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
        },
      ],
    },
    null,
    2,
  )}\n`
}

/** Emits every language's manifest at build, and serves them in dev. */
export function webManifests(localesDir: string, product: string): Plugin {
  return {
    name: 'roamwise-web-manifests',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0]
        const locale = LOCALE_CODES.find((code) => manifestPath(code) === url)
        if (!locale) return next()
        res.setHeader('Content-Type', 'application/manifest+json')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(manifestFor(localesDir, locale, product))
      })
    },
    generateBundle() {
      for (const locale of LOCALE_CODES)
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(locale).slice(1),
          source: manifestFor(localesDir, locale, product),
        })
    },
  }
}

// Renders the public pages of a production build (`npm run build` runs it after `vite build`)
// in Node, with React's static renderer over the app's own route tree (src/entry-server.tsx,
// built here with Vite's SSR build): home, every destination, every plan of every destination,
// every call-and-text plan and the content pages, in all 7 languages. Each page's HTML carries
// its head tags, the CSS and chunks of its route, and the store state and messages the client
// hydrates from (src/main.tsx). Then sitemap.xml and robots.txt.
// See docs/decisions/017-build-time-rendering.md.
//
// The API: PRERENDER_API_ORIGIN (or --api-origin) names the real one for a deployment build;
// without it the mock API (src/mocks, the same handlers as `npm run mock-api`) runs in this
// process on a free loopback port.
//
// Options: --dist DIR (dist)  --api-origin URL  --only /a,/ja/b (just these)
//          --catalogue-scale N (the mock's catalogue N times its seed)  --report FILE (JSON summary)
// PRERENDER=0 skips the whole step (a plain SPA build); PRERENDER_ONLY=/a,/ja/b is --only.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { build, runnerImport } from 'vite'
import { cachingAdapter } from './api-cache.mjs'
import { pageDocument, routeAssets, shellDocument } from './page-document.mjs'
import { withScriptsAfterPaint, writeAfterPaintLoader } from './after-paint.mjs'
import { flagReader, shareCardWriter } from './share-cards.mjs'
import { pageModules } from './page-modules.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const HOST = '127.0.0.1'
/** The copy of index.html the host serves for every path that has no pre-rendered file. */
export const SHELL_FILE = 'spa-shell.html'

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    'api-origin': { type: 'string', default: process.env.PRERENDER_API_ORIGIN ?? '' },
    only: { type: 'string', default: process.env.PRERENDER_ONLY || undefined },
    // The mock API's catalogue this many times the seed's (scripts/prerender-bench.mjs).
    'catalogue-scale': { type: 'string', default: '1' },
    report: { type: 'string' },
  },
})

// ---------------------------------------------------------------------------------------------
// Everything started here is stopped here, whatever happens.
// ---------------------------------------------------------------------------------------------
const stops = []
async function cleanUp() {
  for (const stop of stops.splice(0).reverse()) {
    try {
      await stop()
    } catch (error) {
      console.error(`prerender: stopping failed: ${error.message}`)
    }
  }
}

const load = async (file) =>
  (await runnerImport(path.join(ROOT, file), { root: ROOT, logLevel: 'error' })).module

/** `/` -> index.html, `/ja` -> ja.html, `/ja/faq-x` -> ja/faq-x.html (deploy/nginx.conf: $uri.html). */
export function outputFile(pathname) {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`
}

/** `404.html` for English, `ja/404.html` and so on: what the hosts send with status 404. */
export function notFoundFile(locale) {
  return locale === 'en' ? '404.html' : `${locale}/404.html`
}

/**
 * Every namespace of a language, read once from the build's message files: the ones the browser
 * fetches, with their CJK line breaks written in (src/i18n/messageBreaks.ts).
 */
function messageReader(dist) {
  const cache = new Map()
  return (locale) => {
    if (!cache.has(locale)) {
      const dir = path.join(dist, 'locales', locale)
      const entries = fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [
          path.basename(file, '.json'),
          JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')),
        ])
      cache.set(locale, Object.fromEntries(entries))
    }
    return cache.get(locale)
  }
}

async function startApi() {
  if (options['api-origin']) return options['api-origin'].replace(/\/+$/, '')
  const [{ environments }, { startMockHttpServer }] = await Promise.all([
    load('src/config/environments.ts'),
    load('src/mocks/httpServer.ts'),
  ])
  const server = await startMockHttpServer({
    // `npm run build` is the pro environment: its requests are signed with the pro key.
    signingKey: environments.pro.signingKey,
    host: HOST,
    port: 0,
    catalogueScale: Math.max(1, Number(options['catalogue-scale']) || 1),
  })
  stops.push(() => server.close())
  console.log(`prerender: mock API on ${server.url} (no PRERENDER_API_ORIGIN given)`)
  return server.url.replace(/\/+$/, '')
}

/**
 * Vite's SSR build of the server entry; returns the module. It lives under node_modules/.cache,
 * where Node finds the packages it leaves external.
 */
async function buildServerEntry() {
  const outDir = path.join(ROOT, 'node_modules', '.cache', 'roamwise-server-entry')
  await build({
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true },
  })
  return import(pathToFileURL(path.join(outDir, 'entry-server.js')).href)
}

async function main() {
  if (process.env.PRERENDER === '0') {
    console.log('prerender: PRERENDER=0, skipped (the build stays a plain SPA)')
    return
  }
  const started = Date.now()
  const dist = path.resolve(ROOT, options.dist)
  const indexFile = path.join(dist, 'index.html')
  if (!fs.existsSync(indexFile)) throw new Error(`${dist} has no index.html: run vite build first`)
  const shellFile = path.join(dist, SHELL_FILE)
  // A second run over the same folder starts from the shell again, not from last run's home page.
  if (!fs.existsSync(shellFile)) fs.copyFileSync(indexFile, shellFile)
  const shell = fs.readFileSync(shellFile, 'utf8')
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))

  const [server, runtimeConfig] = await Promise.all([
    buildServerEntry(),
    load('src/config/runtimeConfig.ts'),
  ])
  // The settings the built app runs with: the pro environment plus the deployment's config.json.
  const configFile = path.join(dist, 'config.json')
  const deployed = fs.existsSync(configFile) ? JSON.parse(fs.readFileSync(configFile, 'utf8')) : {}
  const config = runtimeConfig.mergeOverrides(
    runtimeConfig.buildTimeConfig({ VITE_APP_ENV: 'pro' }),
    deployed,
  )
  const apiOrigin = await startApi()
  const cache = cachingAdapter()
  const renderer = server.createRenderer({
    config: { ...config, apiBaseUrl: `${apiOrigin}/`, affiliateApiBaseUrl: `${apiOrigin}/` },
    messages: messageReader(dist),
    adapter: cache.adapter,
  })
  const sources = pageModules()
  // A page without its module would be written without its stylesheets: everything would shift
  // when its JavaScript arrived. The build stops instead.
  const moduleOf = (routeName) => {
    const source = sources.get(routeName)
    if (!source) throw new Error(`No module for the page '${routeName}' (scripts/page-modules.mjs)`)
    return source
  }

  const paths = options.only
    ? options.only.split(',')
    : server.localizedPaths(await renderer.listPublicPaths())
  const found = Date.now()
  console.log(
    `prerender: ${paths.length} pages to render (${((found - started) / 1000).toFixed(1)} s to set up)`,
  )

  const loaderName = await writeAfterPaintLoader(dist)
  fs.rmSync(path.join(dist, 'share'), { recursive: true, force: true })
  const cards = shareCardWriter({
    dist,
    siteUrl: config.siteUrl,
    cacheDir: path.join(ROOT, 'node_modules', '.cache', 'roamwise-share-cards'),
    width: server.SHARE_CARD_WIDTH,
    height: server.SHARE_CARD_HEIGHT,
  })
  const flagHref = flagReader(ROOT)
  let bytes = 0
  let done = 0
  /** HTML bytes per route name, for the budget report. */
  const sizes = new Map()
  /** The English home page, whose title, description and card the shell takes. */
  let home = null
  const failures = []
  for (const pathname of paths) {
    try {
      const page = await renderer.render(pathname)
      const card = page.shareCard(flagHref)
      const image = cards.image(card.svg, card.alt)
      if (pathname === '/') home = { page, image }
      // The app names the same card in its structured data (src/shared/lib/shareImage.ts).
      const payload = { ...page.payload, shareImage: image.url }
      const payloadScript = `<script type="application/json" id="${server.PAYLOAD_ELEMENT_ID}">${server.serializePayload(payload)}</script>`
      const html = withScriptsAfterPaint(
        pageDocument(shell, {
          lang: page.locale,
          manifestHref: server.manifestPath(page.locale),
          headTags: page.headTags(image),
          rootHtml: page.html,
          payloadScript,
          assets: routeAssets(manifest, moduleOf(page.routeName)),
        }),
        loaderName,
      )
      const file = path.join(dist, outputFile(pathname))
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, html)
      const size = Buffer.byteLength(html)
      bytes += size
      if (!sizes.has(page.routeName)) sizes.set(page.routeName, [])
      sizes.get(page.routeName).push(size)
    } catch (error) {
      failures.push(`${pathname}: ${error.message.split('\n')[0]}`)
    }
    if (++done % 500 === 0) {
      const seconds = (Date.now() - found) / 1000
      console.log(
        `prerender: ${done} pages in ${seconds.toFixed(1)} s (${(done / seconds).toFixed(0)} pages/s)`,
      )
    }
  }
  if (failures.length) {
    throw new Error(
      `${failures.length} page(s) could not be rendered:\n  ${failures.slice(0, 20).join('\n  ')}`,
    )
  }

  // The not-found page of each language, with no payload: the app renders the address it was
  // sent for from scratch (an unknown destination stays not found; one added to the API since
  // the build shows). The hosts answer 404 with it (deploy/hostRules.mjs, decisions/029).
  for (const locale of server.LOCALE_CODES) {
    const page = await renderer.renderNotFound(locale)
    const html = withScriptsAfterPaint(
      pageDocument(shell, {
        lang: page.locale,
        manifestHref: server.manifestPath(page.locale),
        headTags: page.headTags(undefined),
        rootHtml: page.html,
        payloadScript: '',
        assets: routeAssets(manifest, null),
      }),
      loaderName,
    )
    const file = path.join(dist, notFoundFile(locale))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, html)
  }

  if (home) {
    const tags = server.headHtml({
      title: home.page.head.title,
      description: home.page.head.description,
      locale: 'en',
      siteName: config.productName,
      image: home.image,
      jsonLd: new Map(),
    })
    fs.writeFileSync(shellFile, shellDocument(shell, tags))
  }

  let sitemaps = []
  if (!options.only) {
    for (const entry of fs.readdirSync(dist)) {
      if (/^sitemap(-\d+)?\.xml$/.test(entry)) fs.rmSync(path.join(dist, entry))
    }
    sitemaps = server.buildSitemapFiles(config.siteUrl, paths)
    for (const file of sitemaps) fs.writeFileSync(path.join(dist, file.name), file.xml)
  }
  const robotsFile = path.join(dist, 'robots.txt')
  const baseRobots = fs.existsSync(robotsFile)
    ? fs.readFileSync(robotsFile, 'utf8')
    : 'User-agent: *\nAllow: /\n'
  fs.writeFileSync(robotsFile, server.buildRobots(baseRobots, config.siteUrl))

  const seconds = (Date.now() - found) / 1000
  const memory = process.resourceUsage().maxRSS / 1024
  const kinds = Object.fromEntries(
    [...sizes].map(([kind, list]) => {
      const sorted = [...list].sort((a, b) => a - b)
      return [
        kind,
        { pages: sorted.length, medianBytes: sorted[sorted.length >> 1], maxBytes: sorted.at(-1) },
      ]
    }),
  )
  for (const [kind, stat] of Object.entries(kinds)) {
    console.log(
      `prerender:   ${kind}: ${stat.pages} pages, HTML median ${(stat.medianBytes / 1024).toFixed(1)} KB, largest ${(stat.maxBytes / 1024).toFixed(1)} KB`,
    )
  }
  if (options.report) {
    fs.writeFileSync(
      options.report,
      JSON.stringify(
        {
          pages: done,
          seconds,
          pagesPerSecond: done / seconds,
          maxRssMb: memory,
          htmlBytes: bytes,
          kinds,
        },
        null,
        2,
      ),
    )
  }
  console.log(
    `prerender: ${done} pages, ${(bytes / 1024 / 1024).toFixed(1)} MB HTML, in ${seconds.toFixed(1)} s ` +
      `(${(done / seconds).toFixed(0)} pages/s; API ${cache.stats.network} requests, ${cache.stats.cached} from cache; ` +
      `share cards ${cards.stats.drawn} drawn, ${cards.stats.reused} from cache; ` +
      `${memory.toFixed(0)} MB peak memory), ${sitemaps.length} sitemap file(s) for ${config.siteUrl}`,
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => void cleanUp().finally(() => process.exit(130)))
  }
  main()
    .catch((error) => {
      console.error(`prerender: ${error.message}`)
      process.exitCode = 1
    })
    .finally(cleanUp)
}

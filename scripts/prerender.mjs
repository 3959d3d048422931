// Pre-renders the public pages of a production build (`npm run build` runs it after `vite build`):
// serves a copy of dist/ on 127.0.0.1 (nginx with deploy/nginx.conf when installed, else vite
// preview), opens every public URL in every language in headless Chromium, waits until the page
// has its data, and writes the page's HTML with the store state and the loaded messages embedded
// (the client hydrates it: src/main.tsx). Then sitemap.xml and robots.txt. See
// docs/decisions/013-prerendering.md.
//
// The API: PRERENDER_API_ORIGIN (or --api-origin) names the real one for a deployment build;
// without it the mock API (src/mocks, the same handlers as `npm run mock-api`) runs in this
// process on a free loopback port, since it is the only API this machine can reach.
//
// Options: --dist DIR (dist)  --api-origin URL  --areas all|N (16)  --plans-per-area all|N (1)
//          --concurrency N (2)  --server auto|nginx|vite (auto)  --only /a,/ja/b (just these)
// PRERENDER=0 skips the whole step (a plain SPA build); PRERENDER_ONLY=/a,/ja/b is --only.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { preview, runnerImport } from 'vite'
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs'
import { findNginx, freePort, startNginx } from './serve-nginx.mjs'
import { withoutDeferredPreloads } from './deferred-preloads.mjs'
import { withScriptsAfterPaint, writeAfterPaintLoader } from './after-paint.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const HOST = '127.0.0.1'
/** The copy of index.html the host serves for every path that has no pre-rendered file. */
export const SHELL_FILE = 'spa-shell.html'
const PAGE_TIMEOUT_MS = 30_000

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    'api-origin': { type: 'string', default: process.env.PRERENDER_API_ORIGIN ?? '' },
    areas: { type: 'string', default: process.env.PRERENDER_AREAS ?? '16' },
    'plans-per-area': { type: 'string', default: process.env.PRERENDER_PLANS_PER_AREA ?? '1' },
    concurrency: { type: 'string', default: '2' },
    server: { type: 'string', default: 'auto' },
    only: { type: 'string', default: process.env.PRERENDER_ONLY || undefined },
  },
})

if (process.env.PRERENDER === '0') {
  console.log('prerender: PRERENDER=0, skipped (the build stays a plain SPA)')
  process.exit(0)
}

const limit = (value) => (value === 'all' ? Infinity : Math.max(0, Number(value) || 0))
const AREA_LIMIT = limit(options.areas)
const PLAN_LIMIT = limit(options['plans-per-area'])
const CONCURRENCY = Math.max(1, Number(options.concurrency) || 2)

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
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)))
}

const load = async (file) =>
  (await runnerImport(path.join(ROOT, file), { root: ROOT, logLevel: 'error' })).module

// ---------------------------------------------------------------------------------------------
// Where pages go
// ---------------------------------------------------------------------------------------------
/** `/` -> index.html, `/ja` -> ja.html, `/ja/faq-x` -> ja/faq-x.html (deploy/nginx.conf: $uri.html). */
export function outputFile(pathname) {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`
}

/** The saved DOM plus the payload, just before </body>. */
export function pageHtml(documentHtml, payloadJson, payloadId) {
  const script = `<script type="application/json" id="${payloadId}">${payloadJson}</script>`
  const at = documentHtml.lastIndexOf('</body>')
  if (at < 0) throw new Error('The page has no </body>')
  return `<!doctype html>\n${documentHtml.slice(0, at)}${script}${documentHtml.slice(at)}`
}

async function startApi(siteOrigin) {
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
    allowedOrigins: [siteOrigin],
  })
  stops.push(() => server.close())
  console.log(`prerender: mock API on ${server.url} (no PRERENDER_API_ORIGIN given)`)
  return server.url.replace(/\/+$/, '')
}

async function startSite(siteDir, port, apiOrigin) {
  const useNginx = options.server === 'nginx' || (options.server === 'auto' && findNginx() !== null)
  if (useNginx) {
    const nginx = await startNginx({
      root: siteDir,
      port,
      host: HOST,
      apiOrigins: [apiOrigin],
      install: false,
    })
    stops.push(nginx.stop)
    return 'nginx (deploy/nginx.conf)'
  }
  const server = await preview({
    root: ROOT,
    logLevel: 'error',
    build: { outDir: siteDir },
    preview: { host: HOST, port, strictPort: true },
  })
  stops.push(() => server.close())
  return 'vite preview'
}

// ---------------------------------------------------------------------------------------------
// Rendering one page
// ---------------------------------------------------------------------------------------------
async function renderPage(browser, siteOrigin, apiOrigin, pathname) {
  // A fresh context per page: no language choice or session carried over from the previous page.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    serviceWorkers: 'block',
  })
  try {
    const allowed = [siteOrigin, apiOrigin]
    await context.route(
      (url) => !allowed.includes(url.origin),
      (route) => route.abort(),
    )
    await context.addInitScript(() => {
      window.__rwPrerender = {}
    })
    const page = await context.newPage()
    const errors = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
    })
    // No 'networkidle' (half a second of silence per page): the wait below knows when the
    // page has its data.
    const response = await page.goto(siteOrigin + pathname, {
      waitUntil: 'load',
      timeout: PAGE_TIMEOUT_MS,
    })
    if (!response?.ok()) throw new Error(`HTTP ${response?.status()}`)
    await page.waitForFunction(
      () => {
        const main = document.querySelector('main')
        return (
          typeof window.__rwPrerender?.capture === 'function' &&
          main !== null &&
          main.getAttribute('aria-busy') !== 'true' &&
          main.querySelector('[aria-busy="true"], .page-loading') === null &&
          main.querySelector('h1') !== null
        )
      },
      null,
      { timeout: PAGE_TIMEOUT_MS },
    )
    const snapshot = await page.evaluate(() => {
      // The no-JavaScript notice is wrong on a page that has its content without JavaScript.
      for (const notice of document.querySelectorAll('noscript')) notice.remove()
      // Scripts the app added while running (none but the bundle's own belong in the HTML).
      for (const script of document.querySelectorAll('script')) {
        if (!script.src.startsWith(`${location.origin}/assets/`)) script.remove()
      }
      // Two neighbouring text nodes (`<span> {label}</span>`) would be parsed back as one, and
      // hydration would find text it did not render; React's own server output separates them
      // with an empty comment, which hydration skips. Same here.
      const root = document.getElementById('root')
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      const texts = []
      while (walker.nextNode()) texts.push(walker.currentNode)
      for (const text of texts) {
        if (text.nextSibling?.nodeType === Node.TEXT_NODE) text.after(document.createComment(' '))
      }
      // Hydration expects every <Suspense> boundary between <!--$--> and <!--/$--> (what React's
      // server renderer writes around a finished boundary). The DOM does not say where a
      // boundary is; React's fiber tree of this root does (Suspense is fiber tag 13).
      const HOST_COMPONENT = 5
      const HOST_TEXT = 6
      const HOST_PORTAL = 4
      const HOST_HOISTABLE = 26
      const SUSPENSE = 13
      const containerKey = Object.keys(root).find((key) => key.startsWith('__reactContainer$'))
      const insertAfter = (parent, cursor, node) => {
        if (cursor.last) cursor.last.after(node)
        else parent.prepend(node)
        cursor.last = node
      }
      const walk = (fiber, parent, cursor) => {
        for (let child = fiber.child; child; child = child.sibling) {
          if (child.tag === HOST_PORTAL || child.tag === HOST_HOISTABLE) continue
          if (child.tag === HOST_COMPONENT || child.tag === HOST_TEXT) {
            cursor.last = child.stateNode
            if (child.tag === HOST_COMPONENT) walk(child, child.stateNode, { last: null })
          } else if (child.tag === SUSPENSE) {
            insertAfter(parent, cursor, document.createComment('$'))
            walk(child, parent, cursor)
            insertAfter(parent, cursor, document.createComment('/$'))
          } else {
            walk(child, parent, cursor)
          }
        }
      }
      if (containerKey) walk(root[containerKey].stateNode.current, root, { last: null })
      return {
        payload: window.__rwPrerender.capture(),
        html: document.documentElement.outerHTML,
        path: location.pathname,
        modal: document.querySelector('[aria-modal="true"]') !== null,
        outsideRoot: [...document.body.children]
          .filter((node) => node.id !== 'root' && node.tagName !== 'SCRIPT')
          .map((node) => node.outerHTML.slice(0, 80)),
      }
    })
    // Links the app added at run time (Vite's preloads of the page's chunks and styles) carry
    // this server's origin; the site serves them from its own.
    snapshot.html = snapshot.html.replaceAll(`${siteOrigin}/`, '/')
    if (snapshot.path !== pathname) throw new Error(`redirected to ${snapshot.path}`)
    if (snapshot.modal) throw new Error('a dialog was open when the page was saved')
    if (snapshot.outsideRoot.length) {
      throw new Error(`content outside #root: ${snapshot.outsideRoot.join(', ')}`)
    }
    if (errors.length) throw new Error(`console errors:\n  ${errors.join('\n  ')}`)
    return snapshot
  } finally {
    await context.close()
  }
}

/** Runs `task` over `items` with at most `width` at a time, in order of the list. */
async function pool(items, width, task) {
  const results = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker))
  return results
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------
async function main() {
  const started = Date.now()
  const dist = path.resolve(ROOT, options.dist)
  const indexFile = path.join(dist, 'index.html')
  if (!fs.existsSync(indexFile)) throw new Error(`${dist} has no index.html: run vite build first`)
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH} (CHROME_PATH)`)

  const [publicPages, sitemap, payloadModule, pageTable, runtimeConfig] = await Promise.all([
    load('src/app/head/publicPages.ts'),
    load('src/app/head/sitemap.ts'),
    load('src/app/prerender/payload.ts'),
    load('src/app/router/pages.ts'),
    load('src/config/runtimeConfig.ts'),
  ])
  // The settings the built app will run with: the pro environment plus the deployment's config.json.
  const configFile = path.join(dist, 'config.json')
  const deployed = fs.existsSync(configFile) ? JSON.parse(fs.readFileSync(configFile, 'utf8')) : {}
  const config = runtimeConfig.mergeOverrides(
    runtimeConfig.buildTimeConfig({ VITE_APP_ENV: 'pro' }),
    deployed,
  )

  // Render from a copy: its config.json points at the API used here, and dist/ keeps the shell
  // as the fallback while pages are being written.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'roamwise-prerender-'))
  stops.push(() => fs.rmSync(work, { recursive: true, force: true }))
  const site = path.join(work, 'site')
  fs.cpSync(dist, site, { recursive: true })
  // A second run over the same folder starts from the shell again, not from last run's pages.
  const shellFile = path.join(dist, SHELL_FILE)
  const shell = fs.existsSync(shellFile) ? shellFile : indexFile
  for (const entry of fs.readdirSync(site, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.html'))
      fs.rmSync(path.join(entry.parentPath, entry.name))
  }
  fs.copyFileSync(shell, path.join(site, 'index.html'))

  const sitePort = await freePort(HOST)
  const siteOrigin = `http://${HOST}:${sitePort}`
  const apiOrigin = await startApi(siteOrigin)
  fs.writeFileSync(
    path.join(site, 'config.json'),
    // Only what the pages show; no third-party ids, so no vendor script runs while rendering.
    JSON.stringify({
      siteUrl: config.siteUrl,
      productName: config.productName,
      productSlug: config.productSlug,
      apiBaseUrl: `${apiOrigin}/`,
      affiliateApiBaseUrl: `${apiOrigin}/`,
    }),
  )
  const serverName = await startSite(site, sitePort, apiOrigin)
  console.log(`prerender: ${serverName} on ${siteOrigin}/, Chromium ${CHROME_PATH}`)

  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
  stops.push(() => browser.close())

  const rendered = new Map()
  const failures = []
  // The order pages were asked for (English first, then each language), for a stable sitemap.
  const queued = []
  const renderAll = async (paths) => {
    queued.push(...paths)
    return pool(paths, CONCURRENCY, async (pathname) => {
      try {
        const snapshot = await renderPage(browser, siteOrigin, apiOrigin, pathname)
        rendered.set(pathname, snapshot)
        if (rendered.size % 25 === 0) {
          const seconds = Math.round((Date.now() - started) / 1000)
          console.log(`prerender: ${rendered.size} pages after ${seconds} s`)
        }
        return snapshot
      } catch (error) {
        failures.push(`${pathname}: ${error.message.split('\n')[0]}`)
        console.error(`prerender: ${pathname} failed: ${error.message}`)
        return null
      }
    })
  }

  let staticPaths = []
  let areaPaths = []
  let planPaths = []
  if (options.only) {
    // A chosen few (debugging, tests): no discovery.
    await renderAll(options.only.split(','))
  } else {
    // 1. The pages without parameters, in every language.
    staticPaths = publicPages.staticPublicPaths(pageTable.pages, config.productSlug)
    await renderAll(publicPages.localizedPaths(staticPaths))

    // 2. The destinations the catalogue has (from the home page's state), in every language.
    const home = rendered.get('/')
    // Popular destinations first (the catalogue lists them alphabetically), so a limited run
    // renders the pages travellers and crawlers ask for most.
    const areas = [...(home?.payload.state.catalogue.areas.data ?? [])]
      .sort((a, b) => Number(b.popular) - Number(a.popular))
      .slice(0, AREA_LIMIT)
    areaPaths = areas.map((area) => `/${area.slug}`)
    await renderAll(publicPages.localizedPaths(areaPaths))

    // 3. The plans the home page recommends, and the first plans of each destination (its
    //    English page's state), in every language.
    const recommended = (home?.payload.state.catalogue.recommended.data ?? []).map(
      (item) => `/${item.area.slug}/${item.package.packageId}`,
    )
    const firstOfEach = areaPaths.flatMap((areaPath) => {
      const slug = areaPath.slice(1)
      const packages =
        rendered.get(areaPath)?.payload.state.catalogue.areaPackages[slug]?.data?.packages
      return (packages ?? []).slice(0, PLAN_LIMIT).map((pkg) => `${areaPath}/${pkg.packageId}`)
    })
    planPaths = [...new Set([...recommended, ...firstOfEach])]
    await renderAll(publicPages.localizedPaths(planPaths))
  }

  await browser.close()
  if (failures.length) {
    throw new Error(
      `${failures.length} page(s) could not be pre-rendered:\n  ${failures.join('\n  ')}`,
    )
  }

  // Write: the shell first (the host's fallback), then the pages over it.
  if (shell === indexFile) fs.copyFileSync(indexFile, shellFile)
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))
  const loaderName = writeAfterPaintLoader(dist)
  let bytes = 0
  for (const [pathname, snapshot] of rendered) {
    const html = pageHtml(
      withScriptsAfterPaint(withoutDeferredPreloads(snapshot.html, manifest), loaderName),
      payloadModule.serializePayload(snapshot.payload),
      payloadModule.PAYLOAD_ELEMENT_ID,
    )
    const file = path.join(dist, outputFile(pathname))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, html)
    bytes += html.length
  }
  const allPaths = queued.filter((pathname) => rendered.has(pathname))
  fs.writeFileSync(path.join(dist, 'sitemap.xml'), sitemap.buildSitemap(config.siteUrl, allPaths))
  const robotsFile = path.join(dist, 'robots.txt')
  const baseRobots = fs.existsSync(robotsFile)
    ? fs.readFileSync(robotsFile, 'utf8')
    : 'User-agent: *\nAllow: /\n'
  fs.writeFileSync(robotsFile, sitemap.buildRobots(baseRobots, config.siteUrl))

  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const chosen = options.only
    ? 'chosen with --only'
    : `${staticPaths.length} static, ${areaPaths.length} areas, ${planPaths.length} plans, × 7 languages`
  console.log(
    `prerender: ${rendered.size} pages (${chosen}), ${(bytes / 1024 / 1024).toFixed(1)} MB HTML, ` +
      `sitemap.xml for ${config.siteUrl}, in ${seconds} s`,
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main()
    .catch((error) => {
      console.error(`prerender: ${error.message}`)
      process.exitCode = 1
    })
    .finally(cleanUp)
}

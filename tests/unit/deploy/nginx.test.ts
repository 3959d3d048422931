import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bypass } from 'msw'
import { APP_PAGES, UNKNOWN_ADDRESSES, notFoundPage } from '../../support/hostAnswers'
import { findNginx, startNginx, type RunningNginx } from '../../../scripts/serve-nginx.mjs'
import { HEADERS_FILE, fillOrigins } from '../../../scripts/host-rules.mjs'
import { manifestFor } from '../../../scripts/vite/webManifests'
import * as hostRules from '../../../deploy/hostRules.mjs'
import {
  KIND_DIFFERENCES,
  PATH_KINDS,
  cdnHeaders,
  differences,
  parseHeadersFile,
  cspDirective,
} from '../../support/hostFiles'

/**
 * deploy/nginx.conf as it runs: Debian's nginx started by scripts/serve-nginx.mjs on a free
 * loopback port, over a small site shaped like a build (index.html, hashed assets, locales,
 * config.json), so it needs no build. Skipped, saying why, only when nginx is missing (.ci/run
 * installs it). The built demo site under this CSP in Chromium: tests/e2e/static-host.spec.ts.
 */
const skipReason = findNginx() ? '' : 'nginx is not installed (apt-get install -y nginx)'

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-AbC123xy.js"></script></head><body><div id="root"></div></body></html>\n'
const SHELL = INDEX.replace('<head>', '<head><title>shell</title>')
// Long enough to pass gzip_min_length.
const SCRIPT = `export const table = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))}\n`

const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
  '/',
  '/ja',
  '/de',
  '/japan',
  '/ja/japan',
]
  .map((page) => `<url><loc>https://www.roamwise.example${page}</loc></url>`)
  .join('')}</urlset>
`

function makeSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'roamwise-site-'))
  fs.mkdirSync(path.join(root, 'assets'))
  fs.mkdirSync(path.join(root, 'locales', 'ja'), { recursive: true })
  fs.writeFileSync(path.join(root, 'index.html'), INDEX)
  fs.writeFileSync(path.join(root, 'spa-shell.html'), SHELL)
  fs.writeFileSync(path.join(root, '404.html'), notFoundPage('en'))
  fs.writeFileSync(path.join(root, 'assets', 'index-AbC123xy.js'), SCRIPT)
  fs.writeFileSync(path.join(root, 'locales', 'ja', 'common.json'), '{"hello":"こんにちは"}')
  fs.writeFileSync(path.join(root, 'config.json'), '{}')
  fs.writeFileSync(
    path.join(root, 'manifest.webmanifest'),
    manifestFor(path.resolve('locales'), 'en', 'Roamwise'),
  )
  fs.mkdirSync(path.join(root, 'ja'), { recursive: true })
  fs.writeFileSync(
    path.join(root, 'ja', 'manifest.webmanifest'),
    manifestFor(path.resolve('locales'), 'ja', 'Roamwise'),
  )
  fs.writeFileSync(path.join(root, 'sitemap.xml'), SITEMAP)
  // Files that exist and must not be served.
  fs.mkdirSync(path.join(root, '.vite'))
  fs.writeFileSync(path.join(root, '.vite', 'manifest.json'), '{"index.html":{}}')
  fs.writeFileSync(path.join(root, '_headers'), '/*\n  X-Test: 1\n')
  fs.writeFileSync(path.join(root, '_redirects'), '/* /spa-shell.html 200\n')
  // One file for each of PATH_KINDS.
  fs.mkdirSync(path.join(root, 'ja'), { recursive: true })
  fs.writeFileSync(path.join(root, 'ja', 'faq-roamwise-esim.html'), INDEX)
  fs.writeFileSync(path.join(root, 'ja', '404.html'), notFoundPage('ja'))
  fs.mkdirSync(path.join(root, 'de'))
  fs.writeFileSync(path.join(root, 'de', '404.html'), notFoundPage('de'))
  fs.mkdirSync(path.join(root, 'locales', 'en'))
  fs.writeFileSync(path.join(root, 'locales', 'en', 'common.json'), '{"hello":"Hello"}')
  fs.mkdirSync(path.join(root, 'flags'))
  fs.writeFileSync(path.join(root, 'flags', 'jp.png'), Buffer.from('89504e470d0a1a0a', 'hex'))
  return root
}

/** bypass(): the test setup's msw/node server must not answer these in-process. */
const get = (url: string, init: RequestInit = {}) =>
  fetch(bypass(url, init), { redirect: 'manual' })

/**
 * One GET with the request target sent byte for byte as given (fetch and http.request would
 * normalise `/\\evil` or `//evil` before sending). Header values are read as latin1, as sent.
 */
function rawGet(port: number, target: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const head = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n')[0] ?? ''
      const [statusLine = '', ...lines] = head.split('\r\n')
      const location = lines.find((line) => /^location:/i.test(line))
      resolve({
        status: Number(statusLine.split(' ')[1]),
        location: location?.slice(location.indexOf(':') + 1).trim(),
      })
    })
    socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
  })
}

describe.skipIf(skipReason !== '')(
  `the nginx static host${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let site: string
    let server: RunningNginx
    beforeAll(async () => {
      site = makeSite()
      server = await startNginx({
        root: site,
        install: false,
        apiOrigins: ['https://api.roamwise.example'],
      })
    }, 20_000)
    afterAll(async () => {
      await server?.stop()
      fs.rmSync(site, { recursive: true, force: true })
      // Stopped by its pid: the process is gone and so is its temp folder.
      if (server) {
        expect(() => process.kill(server.pid, 0)).toThrow()
        expect(fs.existsSync(server.dir)).toBe(false)
      }
    })

    it('lets the shell draw every route of a build without pre-rendered pages (the demo build)', async () => {
      const spa = makeSite()
      for (const file of ['404.html', 'ja/404.html', 'de/404.html']) fs.rmSync(path.join(spa, file))
      const plain = await startNginx({ root: spa, install: false })
      try {
        for (const address of ['japan', 'ja/korea', 'qa/order-labels', 'ja/orders']) {
          const answer = await get(`${plain.url}${address}`)
          expect(answer.status, address).toBe(200)
          expect(await answer.text(), address).toBe(SHELL)
        }
        // A plain SPA build may have no spa-shell.html at all: its index.html is the shell.
        fs.rmSync(path.join(spa, 'spa-shell.html'))
        const plainIndex = await get(`${plain.url}japan`)
        expect(plainIndex.status).toBe(200)
        expect(await plainIndex.text()).toBe(INDEX)
      } finally {
        await plain.stop()
        fs.rmSync(spa, { recursive: true, force: true })
      }
    })

    it('sends the CSP report collector only when the deployment names one (issue 35.4)', async () => {
      const page = await get(`${server.url}ja/faq-roamwise-esim`)
      expect(page.headers.get('content-security-policy')).toMatch(/; report-to csp-endpoint$/)
      expect(page.headers.has('reporting-endpoints')).toBe(false)
      const reporting = await startNginx({
        root: site,
        install: false,
        cspReportUrl: 'https://csp.roamwise.example/report',
      })
      try {
        for (const address of ['ja/faq-roamwise-esim', 'ja/korea', 'assets/index-AbC123xy.js']) {
          const answer = await get(`${reporting.url}${address}`)
          expect(answer.headers.get('reporting-endpoints'), address).toBe(
            'csp-endpoint="https://csp.roamwise.example/report"',
          )
        }
      } finally {
        await reporting.stop()
      }
    })

    it('strips a trailing slash with a relative 301 that keeps the query', async () => {
      const response = await get(`${server.url}ja/faq-roamwise-esim/?a=1&b=%C3%A9`)
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe('/ja/faq-roamwise-esim?a=1&b=%C3%A9')
      const plain = await get(`${server.url}japan/`)
      expect(plain.headers.get('location')).toBe('/japan')
    })

    it('never redirects off-site: a trailing-slash path that reads as //host is a 404', async () => {
      // Browsers read a backslash after the leading slash as a second slash, and drop tabs and
      // newlines from a Location, so any of these could become `//evil.example`.
      const hostile = [
        '/%5Cevil.example/',
        '/%5cevil.example/',
        '/\\evil.example/',
        '/\\\\evil.example/',
        '/%5C%5Cevil.example/',
        '/%5C/evil.example/',
        '//evil.example/',
        '///evil.example/',
        '/%2F%2Fevil.example/',
        '/%2F%5Cevil.example/',
        '/%09/evil.example/',
        '/%09%5Cevil.example/',
        '/%5C%09evil.example/',
        '/%0A/evil.example/',
        '/%0D%0A/evil.example/',
        '/%20/evil.example/',
        '/.//evil.example/',
        '/x/..//evil.example/',
      ]
      const origin = new URL(server.url).origin
      for (const target of hostile) {
        const { status, location } = await rawGet(server.port, target)
        // 400: nginx refused the request line itself, which is as safe.
        expect([301, 400, 404], target).toContain(status)
        if (status !== 301) continue
        expect(location, target).toMatch(/^\/[^/\\]/)
        // No space or control character, which a browser would drop or choke on.
        expect(
          [...location!].every((char) => char > ' ' && char !== '\x7f'),
          target,
        ).toBe(true)
        expect(new URL(location!, server.url).origin, target).toBe(origin)
      }
      // The reported one, and its raw form: no redirect at all.
      expect(await rawGet(server.port, '/%5Cevil.example/')).toEqual({ status: 404 })
      expect(await rawGet(server.port, '/\\evil.example/')).toEqual({ status: 404 })
      // Slashes merged by nginx leave a plain same-site path.
      expect(await rawGet(server.port, '//evil.example/')).toEqual({
        status: 301,
        location: '/evil.example',
      })
      // Encoded characters further on stay encoded in the Location.
      expect(await rawGet(server.port, '/ja/%E3%81%82/?q=%0A')).toEqual({
        status: 301,
        location: '/ja/%E3%81%82?q=%0A',
      })
    })

    it("serves the app shell for the app's own pages in every language, never cached", async () => {
      for (const appPath of APP_PAGES) {
        const response = await get(`${server.url}${appPath}?x=1`)
        expect(response.status, appPath).toBe(200)
        expect(response.headers.get('cache-control')).toBe('no-cache')
        expect(await response.text()).toBe(SHELL)
      }
      const direct = await get(`${server.url}index.html`)
      expect(direct.headers.get('cache-control')).toBe('no-cache')
    })

    it('answers every other address 404 with the not-found page of its language (issue 35.5)', async () => {
      // nginx also hides the not-found pages' own addresses (Cloudflare Pages serves them, 200).
      const cases = { ...UNKNOWN_ADDRESSES, '404': 'en', 'ja/404.html': 'ja' }
      for (const [address, lang] of Object.entries(cases)) {
        const response = await get(`${server.url}${address}`)
        expect(response.status, address).toBe(404)
        expect(await response.text(), address).toBe(notFoundPage(lang))
        expect(response.headers.get('content-security-policy'), address).toContain(
          "default-src 'self'",
        )
      }
    })

    it('revalidates the runtime config and locale files on every use', async () => {
      const config = await get(`${server.url}config.json`)
      expect(config.headers.get('cache-control')).toBe('no-cache')
      expect(config.headers.get('content-type')).toMatch(/json/)
      const locale = await get(`${server.url}locales/ja/common.json`)
      expect(locale.status).toBe(200)
      expect(locale.headers.get('cache-control')).toBe('no-cache')
      // A missing locale file is a 404, not the app's HTML parsed as JSON.
      expect((await get(`${server.url}locales/xx/common.json`)).status).toBe(404)
    })

    it('caches hashed assets for a year, gzipped, and 404s a missing one uncached', async () => {
      const asset = await get(`${server.url}assets/index-AbC123xy.js`, {
        headers: { 'Accept-Encoding': 'gzip' },
      })
      expect(asset.status).toBe(200)
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(asset.headers.get('content-type')).toMatch(/javascript/)
      expect(asset.headers.get('content-encoding')).toBe('gzip')
      expect(asset.headers.get('vary')).toMatch(/Accept-Encoding/i)
      // Browsers apply a CSP to documents and workers only: scripts go without its 1.5 KB.
      expect(asset.headers.get('content-security-policy')).toBeNull()
      expect(asset.headers.get('x-content-type-options')).toBe('nosniff')

      const missing = await get(`${server.url}assets/gone-1234abcd.js`)
      expect(missing.status).toBe(404)
      expect(missing.headers.get('cache-control')).toBeNull()
    })

    it('sends the security headers, on errors too', async () => {
      for (const url of [server.url, `${server.url}assets/gone-1234abcd.js`]) {
        const response = await get(url)
        const csp = response.headers.get('content-security-policy') ?? ''
        expect(cspDirective(csp, 'default-src')).toEqual(["'self'"])
        expect(cspDirective(csp, 'script-src')).toContain("'self'")
        expect(cspDirective(csp, 'script-src')).not.toContain("'unsafe-inline'")
        expect(cspDirective(csp, 'script-src')).not.toContain("'unsafe-eval'")
        expect(cspDirective(csp, 'connect-src')).toContain('https://api.roamwise.example')
        expect(cspDirective(csp, 'frame-ancestors')).toEqual(["'none'"])
        expect(cspDirective(csp, 'object-src')).toEqual(["'none'"])
        expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/)
        expect(response.headers.get('x-content-type-options')).toBe('nosniff')
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
        expect(response.headers.get('permissions-policy')).toContain('camera=()')
        expect(response.headers.get('permissions-policy')).toContain('geolocation=()')
        expect(response.headers.get('x-frame-options')).toBe('DENY')
        expect(response.headers.get('server')).toBe('nginx')
      }
    })

    it("hides the build's metadata and the CDN files copied into it", async () => {
      for (const file of ['.vite/manifest.json', '_headers', '_redirects']) {
        const response = await get(`${server.url}${file}`)
        expect(response.status, file).toBe(404)
        expect(await response.text(), file).not.toContain('X-Test')
      }
    })

    it('sends Cross-Origin-Opener-Policy on every answer, pop-ups allowed', async () => {
      const answers = {
        page: await get(`${server.url}ja/orders`),
        'unknown address': await get(`${server.url}ja/korea`),
        asset: await get(`${server.url}assets/index-AbC123xy.js`),
        'missing asset': await get(`${server.url}assets/gone-1234abcd.js`),
        'build metadata': await get(`${server.url}.vite/manifest.json`),
        redirect: await get(`${server.url}japan/`),
        manifest: await get(`${server.url}manifest.webmanifest`),
      }
      expect(Object.values(answers).map((answer) => answer.status)).toEqual([
        200, 404, 200, 404, 404, 301, 200,
      ])
      for (const [kind, answer] of Object.entries(answers)) {
        // Not same-origin: PayPal's and Adyen's 3-D Secure pop-ups report back to their opener.
        expect(answer.headers.get('cross-origin-opener-policy'), kind).toBe(
          'same-origin-allow-popups',
        )
      }
    })

    it('serves the web app manifest as application/manifest+json, gzipped', async () => {
      const manifest = await get(`${server.url}manifest.webmanifest`, {
        headers: { 'Accept-Encoding': 'gzip' },
      })
      expect(manifest.status).toBe(200)
      expect(manifest.headers.get('content-type')).toBe('application/manifest+json')
      expect(manifest.headers.get('content-encoding')).toBe('gzip')
      expect(manifest.headers.get('cache-control')).toBe('no-cache')
      expect(JSON.parse(await manifest.text())).toMatchObject({ start_url: '/' })
      const japanese = await get(`${server.url}ja/manifest.webmanifest`)
      expect(japanese.headers.get('content-type')).toBe('application/manifest+json')
      expect(JSON.parse(await japanese.text())).toMatchObject({ lang: 'ja', start_url: '/ja' })
      // The exact location must not change the types of anything else.
      const asset = await get(`${server.url}assets/index-AbC123xy.js`)
      expect(asset.headers.get('content-type')).toMatch(/javascript/)
    })

    it('gzips the sitemap, which Debian types as text/xml', async () => {
      const sitemap = await get(`${server.url}sitemap.xml`, {
        headers: { 'Accept-Encoding': 'gzip' },
      })
      expect(sitemap.headers.get('content-type')).toMatch(/xml/)
      expect(sitemap.headers.get('content-encoding')).toBe('gzip')
      expect(await sitemap.text()).toBe(SITEMAP)
    })

    it('answers each kind of path with the headers deploy/cdn/_headers gives a CDN', async () => {
      // The same comparison, read from the files alone: tests/unit/deploy/hostRules.test.ts.
      const cdnRules = parseHeadersFile(
        fillOrigins(fs.readFileSync(HEADERS_FILE, 'utf8'), 'https://api.roamwise.example'),
      )
      // Said by the transport or the file, not by our rules.
      const own = new Set([
        'server',
        'date',
        'connection',
        'keep-alive',
        'transfer-encoding',
        'content-length',
        'content-encoding',
        'vary',
        'accept-ranges',
        'last-modified',
        'etag',
      ])
      const found: Record<string, string[]> = {}
      for (const answer of PATH_KINDS) {
        const response = await get(`${server.url}${answer.path.slice(1)}`)
        expect(response.status, answer.kind).toBe(200)
        const fromNginx = Object.fromEntries(
          [...response.headers].filter(([name]) => !own.has(name)),
        )
        const fromCdn = {
          'cache-control': hostRules.caching.cdnDefault,
          ...cdnHeaders(cdnRules, answer.path).headers,
        }
        found[answer.kind] = differences(fromNginx, fromCdn)
      }
      expect(found).toEqual(KIND_DIFFERENCES)
    })

    it('allows script hosts for exactly the vendors the app loads', async () => {
      const csp = (await get(server.url)).headers.get('content-security-policy') ?? ''
      const hosts = cspDirective(csp, 'script-src').filter((source) =>
        source.startsWith('https://'),
      )
      expect(hosts.map((source) => new URL(source).host).sort()).toEqual(
        [
          'checkoutshopper-live.cdn.adyen.com',
          'checkoutshopper-test.cdn.adyen.com',
          'client.crisp.chat',
          'connect.facebook.net',
          'settings.crisp.chat',
          'www.google.com',
          'www.googletagmanager.com',
          'www.gstatic.com',
        ].sort(),
      )
    })
  },
)

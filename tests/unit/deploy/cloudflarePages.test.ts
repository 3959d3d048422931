import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bypass } from 'msw'
import { APP_PAGES, UNKNOWN_ADDRESSES, notFoundPage } from '../../support/hostAnswers'
import { CDNS, HEADERS_FILE, fillOrigins } from '../../../scripts/host-rules.mjs'
import { appRoutes } from '../../../deploy/hostRules.mjs'

/**
 * The Cloudflare Pages files (deploy/cdn/) under Cloudflare's own local runtime, `wrangler pages
 * dev` (workerd), not only read as text: it is what decides which 404.html a path gets, and
 * whether a rewrite to the shell wins over it. Runs offline.
 */
const WRANGLER = path.resolve('node_modules/.bin/wrangler')
const SHELL = '<!doctype html><title>shell</title>\n'

function makeSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'roamwise-pages-'))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  write('index.html', '<!doctype html><title>home</title>\n')
  write('spa-shell.html', SHELL)
  write('ja/japan.html', '<!doctype html><title>japan</title>\n')
  write('404.html', notFoundPage('en'))
  for (const prefix of appRoutes.prefixes) write(`${prefix}/404.html`, notFoundPage(prefix))
  write('_redirects', fs.readFileSync(CDNS['cloudflare-pages'], 'utf8'))
  write('_headers', fillOrigins(fs.readFileSync(HEADERS_FILE, 'utf8'), 'https://api.example'))
  return root
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

const get = (url: string) => fetch(bypass(url), { redirect: 'manual' })

describe.skipIf(!fs.existsSync(WRANGLER))(
  'the Cloudflare Pages files under wrangler pages dev',
  () => {
    let site: string
    let home: string
    let wrangler: ChildProcess
    let base: string

    beforeAll(async () => {
      site = makeSite()
      home = fs.mkdtempSync(path.join(os.tmpdir(), 'roamwise-wrangler-home-'))
      const port = await freePort()
      base = `http://127.0.0.1:${port}/`
      wrangler = spawn(
        WRANGLER,
        [
          'pages',
          'dev',
          site,
          '--ip',
          '127.0.0.1',
          '--port',
          String(port),
          '--compatibility-date=2025-01-01',
          '--persist-to',
          path.join(home, 'state'),
        ],
        {
          // Its own group, so the runtime it starts stops with it; no metrics, no login.
          detached: true,
          stdio: 'ignore',
          env: {
            ...process.env,
            CI: 'true',
            WRANGLER_SEND_METRICS: 'false',
            HOME: home,
            XDG_CONFIG_HOME: home,
          },
        },
      )
      // Ready once it answers: workerd takes a few seconds to start.
      const until = Date.now() + 45_000
      const status = () =>
        get(base).then(
          (answer) => answer.status,
          () => 0,
        )
      while ((await status()) !== 200) {
        if (Date.now() > until) throw new Error('wrangler pages dev did not start within 45 s')
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }, 60_000)

    afterAll(() => {
      if (wrangler?.pid) process.kill(-wrangler.pid, 'SIGTERM')
      fs.rmSync(site, { recursive: true, force: true })
      fs.rmSync(home, { recursive: true, force: true })
    })

    it("serves the app shell for the app's own pages in every language", async () => {
      for (const appPath of APP_PAGES) {
        const answer = await get(`${base}${appPath}`)
        expect(answer.status, appPath).toBe(200)
        expect(await answer.text(), appPath).toBe(SHELL)
      }
    })

    it('answers every other address 404 with the not-found page of its language, as nginx does', async () => {
      for (const [address, lang] of Object.entries(UNKNOWN_ADDRESSES)) {
        const answer = await get(`${base}${address}`)
        expect(answer.status, address).toBe(404)
        expect(await answer.text(), address).toBe(notFoundPage(lang))
        expect(answer.headers.get('content-security-policy'), address).toContain(
          "default-src 'self'",
        )
      }
      const page = await get(`${base}ja/japan`)
      expect(page.status).toBe(200)
    })
  },
)

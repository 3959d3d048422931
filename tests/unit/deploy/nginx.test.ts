import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bypass } from 'msw'
import { findNginx, startNginx, type RunningNginx } from '../../../scripts/serve-nginx.mjs'

/**
 * deploy/nginx.conf as it runs: Debian's nginx started by scripts/serve-nginx.mjs on a free
 * loopback port, serving the demo build. Skipped (with the reason in its title) when nginx or
 * dist-demo is missing: `apt-get install -y nginx`, `npm run build:demo`.
 */
const DEMO = path.resolve('dist-demo')
const skipReason = !findNginx()
  ? 'nginx is not installed (apt-get install -y nginx)'
  : !fs.existsSync(path.join(DEMO, 'index.html'))
    ? 'dist-demo is missing (npm run build:demo)'
    : ''

/** bypass(): the test setup's msw/node server must not answer these in-process. */
const get = (url: string) => fetch(bypass(url), { redirect: 'manual' })

describe.skipIf(skipReason !== '')(
  `the nginx static host${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let server: RunningNginx
    beforeAll(async () => {
      server = await startNginx({ root: DEMO, install: false })
    }, 20_000)
    afterAll(async () => {
      await server?.stop()
      // Stopped by its pid: the process is gone and so is its temp folder.
      if (server) {
        expect(() => process.kill(server.pid, 0)).toThrow()
        expect(fs.existsSync(server.dir)).toBe(false)
      }
    })

    it('strips a trailing slash with a relative 301 that keeps the query', async () => {
      const response = await get(`${server.url}ja/faq-roamwise-esim/?a=1`)
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe('/ja/faq-roamwise-esim?a=1')
    })

    it('serves index.html for any app path, never cached', async () => {
      const index = fs.readFileSync(path.join(DEMO, 'index.html'), 'utf8')
      const deep = await get(`${server.url}some/deep/path`)
      expect(deep.status).toBe(200)
      expect(deep.headers.get('cache-control')).toBe('no-cache')
      expect(await deep.text()).toBe(index)
      const direct = await get(`${server.url}index.html`)
      expect(direct.headers.get('cache-control')).toBe('no-cache')
      const config = await get(`${server.url}config.json`)
      expect(config.headers.get('cache-control')).toBe('no-cache')
    })

    it('caches hashed assets for a year, gzipped, and 404s a missing one', async () => {
      const script = fs.readdirSync(path.join(DEMO, 'assets')).find((file) => file.endsWith('.js'))
      const asset = await fetch(bypass(`${server.url}assets/${script}`), {
        headers: { 'Accept-Encoding': 'gzip' },
      })
      expect(asset.status).toBe(200)
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(asset.headers.get('content-type')).toMatch(/javascript/)
      expect(asset.headers.get('content-encoding')).toBe('gzip')

      const missing = await get(`${server.url}assets/gone-1234abcd.js`)
      expect(missing.status).toBe(404)
      expect(missing.headers.get('cache-control')).toBeNull()
    })

    it('sends the security headers', async () => {
      const response = await get(server.url)
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy')).toContain('camera=()')
    })
  },
)

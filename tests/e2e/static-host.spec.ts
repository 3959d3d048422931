import path from 'node:path'
import { test, expect, waitForApp } from './fixtures'
import { findNginx, startNginx, type RunningNginx } from '../../scripts/serve-nginx.mjs'

/**
 * The built demo site served by real nginx with deploy/nginx.conf (issue 7.5), loaded in
 * Chromium under that Content-Security-Policy: no violation may be reported, and the app
 * (mock service worker included) must work. The headers themselves: tests/unit/deploy.
 */
const DIST = path.resolve(process.env.E2E_DIST ?? 'dist-demo')
const PAGES = ['/', '/ja/japan', '/faq-roamwise-esim', '/de/login', '/how-it-works']

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

test.describe('the demo build under the production CSP', () => {
  test.skip(!findNginx(), 'nginx is not installed (apt-get install -y nginx)')

  let server: RunningNginx
  test.beforeAll(async () => {
    server = await startNginx({ root: DIST, install: false })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test.describe(() => {
    // The violation this test provokes is logged by the browser; any other error still fails.
    test.use({
      expectedConsoleErrors: [
        /^Executing inline script violates the following Content Security Policy/,
      ],
    })

    test('the policy refuses an inline script, and the listener sees it', async ({ page }) => {
      await page.goto(new URL('how-it-works', server.url).href)
      await waitForApp(page)
      const outcome = await page.evaluate(
        () =>
          new Promise<{ ran: boolean; directive: string }>((resolve) => {
            const flags = window as unknown as { inlineRan?: boolean }
            document.addEventListener('securitypolicyviolation', (event) =>
              resolve({ ran: flags.inlineRan === true, directive: event.effectiveDirective }),
            )
            const script = document.createElement('script')
            script.textContent = 'window.inlineRan = true'
            document.body.appendChild(script)
          }),
      )
      expect(outcome).toEqual({ ran: false, directive: 'script-src-elem' })
    })
  })

  test('every page renders with no CSP violation', async ({ page }) => {
    test.setTimeout(90_000)
    await page.addInitScript(() => {
      window.__cspViolations = []
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations!.push(
          `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`,
        )
      })
    })
    for (const pagePath of PAGES) {
      const response = await page.goto(new URL(pagePath.slice(1), server.url).href)
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
      await waitForApp(page)
      await expect(page.locator('main h1').first()).not.toBeEmpty()
      expect(await page.evaluate(() => window.__cspViolations), pagePath).toEqual([])
    }
    // The mock API ran in its service worker under worker-src 'self'.
    await page.goto(new URL('japan', server.url).href)
    await expect(page.locator('main h1').first()).toContainText(/Japan/)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
    // The fixture also fails on any console error, which is where Chromium reports violations.
  })
})

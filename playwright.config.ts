import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { CHROME_FLAGS, CHROME_PATH } from './scripts/chromium.mjs'

// E2E_PORT / E2E_DIST let several builds be tested side by side (one per working copy or task).
const PORT = Number(process.env.E2E_PORT ?? 4180)
const DIST = process.env.E2E_DIST ?? 'dist-demo'

/**
 * The production build (`npm run build`, dist/) served by the mock API from its own origin
 * (`npm run mock-api -- --site dist`), for the journeys that must hold on the build travellers
 * get, too. It runs when dist/ has been built (npm test builds it first); E2E_PROD_PORT moves it.
 */
export const PROD_ON_MOCK = {
  port: Number(process.env.E2E_PROD_PORT ?? 4190),
  specs: ['money-paths'],
  built: fs.existsSync('dist/spa-shell.html'),
} as const

/**
 * Which journeys run at which width (docs/decisions/018-test-levels-and-widths.md). A journey's
 * steps are the same at both widths, so each runs once, at the width whose layout it exercises
 * most; both widths still get every kind of journey between them. Specs about the chrome that
 * differs by width (header, menus, every page's layout) run at both. A spec in no list runs
 * nowhere: tests/unit/tooling/e2eProjects.test.ts fails until it is listed.
 */
export const E2E_WIDTHS = {
  both: ['all-routes', 'shell', 'home'],
  desktop: [
    'account',
    'account-more',
    'fault-matrix',
    'header-fit',
    'offline-orders',
    'orders',
    'qa-order-labels',
    'qa-scenarios',
    'server-language',
    'static-host',
    'voice',
  ],
  phone: [
    'captcha-demand',
    'catalogue',
    'checkout',
    'content',
    'credit-pay',
    'find-and-plan',
    'look',
    'mobile',
    'money',
    'money-paths',
    'paid-back',
    'routing',
    'signup-reload',
    'traveller-worries',
    'wallet',
  ],
} as const

const specs = (names: readonly string[]) => names.map((name) => `${name}.spec.ts`)

/** End-to-end tests in Debian's Chromium against the demo build (mock API built in). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Generous: CI machines are shared, and a journey of several pages can take 20 s there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON
    ? [['list'], ['json', { outputFile: process.env.PW_JSON }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: CHROME_PATH,
      args: [...CHROME_FLAGS],
    },
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      testMatch: specs([...E2E_WIDTHS.both, ...E2E_WIDTHS.desktop]),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'phone',
      testMatch: specs([...E2E_WIDTHS.both, ...E2E_WIDTHS.phone]),
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: false,
        hasTouch: true,
      },
    },
    ...(PROD_ON_MOCK.built
      ? [
          {
            name: 'production',
            testMatch: specs(PROD_ON_MOCK.specs),
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1280, height: 900 },
              baseURL: `http://127.0.0.1:${PROD_ON_MOCK.port}`,
            },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `node_modules/.bin/vite preview --outDir ${DIST} --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(PROD_ON_MOCK.built
      ? [
          {
            command: `node_modules/.bin/node scripts/mock-api.mjs --port ${PROD_ON_MOCK.port} --site dist --qa-account --quiet`,
            url: `http://127.0.0.1:${PROD_ON_MOCK.port}/openapi.json`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
  ],
})

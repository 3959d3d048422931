import { defineConfig, devices } from '@playwright/test'
import { CHROME_FLAGS, CHROME_PATH } from './scripts/chromium.mjs'

// E2E_PORT / E2E_DIST let several builds be tested side by side (one per working copy or task).
const PORT = Number(process.env.E2E_PORT ?? 4180)
const DIST = process.env.E2E_DIST ?? 'dist-demo'

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
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: false,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: `node_modules/.bin/vite preview --outDir ${DIST} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})

/// <reference types="vitest/config" />
import fs from 'node:fs'
import path from 'node:path'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { RUNTIME_CACHES } from './src/app/offline/cacheNames.ts'
import { axiosXhrOnly } from './scripts/vite/axiosXhrOnly.ts'
import { flagFiles } from './scripts/vite/flagFiles.ts'
import { webManifests } from './scripts/vite/webManifests.ts'
import { inlineFavicon } from './scripts/vite/inlineFavicon.ts'
import { messagesWithWordBreaks } from './src/i18n/messageBreaks.ts'

const LOCALES_DIR = path.join(import.meta.dirname, 'locales')
/** The app shell with an empty #root, the same name scripts/prerender.mjs gives it. */
const SHELL_FILE = 'spa-shell.html'

/**
 * Namespaces only the demo store's QA lab uses (src/qa): left out of live builds
 * (scripts/check-prod-bundle.mjs fails a build that has them).
 */
const DEMO_ONLY_NAMESPACES = ['qa', 'qaLabels']

/**
 * A locale file as the browser gets it: minified (the sources stay readable for translators),
 * with where a Chinese or Japanese line may break written in (decision 037).
 */
function servedMessages(file: string): string {
  const locale = path.dirname(file)
  const messages = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, file), 'utf8'))
  return JSON.stringify(messagesWithWordBreaks(messages, locale))
}

/**
 * Locale files live in the top-level `locales/` folder (the product owner's layout) and are
 * fetched lazily over HTTP: served by a middleware in dev, emitted as assets at build.
 */
function localeFiles(withDemoOnly: boolean): Plugin {
  const listFiles = (): string[] =>
    fs
      .readdirSync(LOCALES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((dir) =>
        fs
          .readdirSync(path.join(LOCALES_DIR, dir.name))
          .filter((file) => file.endsWith('.json'))
          .map((file) => `${dir.name}/${file}`),
      )
  return {
    name: 'roamwise-locale-files',
    configureServer(server) {
      server.watcher.add(LOCALES_DIR)
      server.watcher.on('change', (file) => {
        if (file.startsWith(LOCALES_DIR)) server.ws.send({ type: 'full-reload' })
      })
      server.middlewares.use((req, res, next) => {
        const match = /^\/locales\/([A-Za-z-]+\/[a-z]+\.json)(\?.*)?$/.exec(req.url ?? '')
        const file = match?.[1]
        if (!file || !fs.existsSync(path.join(LOCALES_DIR, file))) return next()
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(servedMessages(file))
      })
    },
    generateBundle() {
      for (const file of listFiles()) {
        const namespace = path.basename(file, '.json')
        if (!withDemoOnly && DEMO_ONLY_NAMESPACES.includes(namespace)) continue
        this.emitFile({ type: 'asset', fileName: `locales/${file}`, source: servedMessages(file) })
      }
    },
  }
}

/**
 * The app's service worker (docs/decisions/014-offline-and-speed.md), written after the bundle:
 * it precaches the shell and every hashed bundle, serves the shell to navigations when the
 * network is gone, and keeps the locale files and runtime config a visit used. Builds with the
 * mock API get none: MSW's worker owns the same scope there.
 */
function serviceWorker(enabled: boolean): Plugin {
  let outDir = ''
  return {
    name: 'roamwise-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      if (!enabled) return
      // The bare shell under its own name: scripts/prerender.mjs later turns index.html into the
      // pre-rendered home page (and writes this same copy, SHELL_FILE there).
      fs.copyFileSync(path.join(outDir, 'index.html'), path.join(outDir, SHELL_FILE))
      const { generateSW } = await import('workbox-build')
      const { count, size, warnings } = await generateSW({
        swDest: path.join(outDir, 'sw.js'),
        globDirectory: outDir,
        // Not the pre-rendered pages: the shell renders any path, and they change with content.
        globPatterns: [
          SHELL_FILE,
          'assets/**/*.{js,css}',
          'favicon.svg',
          '{,*/}manifest.webmanifest',
          'icons/*.png',
        ],
        // Hashed names change with their content: no revision query needed.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        navigateFallback: `/${SHELL_FILE}`,
        // Files typed into the address bar (robots.txt, sitemap.xml) are not app pages.
        navigateFallbackDenylist: [/\/[^/]+\.[a-z0-9]+$/i, /^\/\.vite\//],
        cleanupOutdatedCaches: true,
        // A new deployment takes over at once; an old tab that misses a chunk reloads once
        // (vite:preloadError in src/main.tsx).
        skipWaiting: true,
        clientsClaim: true,
        inlineWorkboxRuntime: true,
        sourcemap: false,
        mode: 'production',
        runtimeCaching: [
          {
            // Only the visitor's language is ever fetched: keep what was used, refresh behind.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.includes('/locales/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: RUNTIME_CACHES.locales, expiration: { maxEntries: 60 } },
          },
          {
            // The API origin and keys: the network's copy when there is one.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.endsWith('/config.json'),
            handler: 'NetworkFirst',
            options: { cacheName: RUNTIME_CACHES.config, networkTimeoutSeconds: 4 },
          },
          {
            // Flags never change in place: a flag seen once shows offline (the orders' copy).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/flags/'),
            handler: 'CacheFirst',
            options: { cacheName: RUNTIME_CACHES.flags, expiration: { maxEntries: 300 } },
          },
        ],
      })
      for (const warning of warnings) this.warn(warning)
      this.info?.(`sw.js: ${count} files precached (${(size / 1024).toFixed(0)} KB)`)
    },
  }
}

/**
 * app/withOrderState.ts imports the store when called, not at the top, so that the page table
 * stays light for the Node-run tests that import it (Playwright's route samples). In the browser
 * the store is already in the entry chunk, which Rolldown reports on every build as an
 * "ineffective dynamic import"; for this one import that is the intent, not a mistake.
 */
function isDeliberateStaticImport(log: { code?: string; message: string }): boolean {
  return (
    log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' &&
    log.message.includes('src/app/store.ts is dynamically imported by src/app/withOrderState.ts')
  )
}

type LogHandler = (
  level: 'warn' | 'info' | 'debug',
  log: { code?: string; message: string },
) => void

function withoutDeliberateNotices(
  level: 'warn' | 'info' | 'debug',
  log: { code?: string; message: string },
  handler: LogHandler,
): void {
  if (!isDeliberateStaticImport(log)) handler(level, log)
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_')
  const mockApi = env.VITE_MOCK_API === 'true'
  // The build's renderer (src/entry-server.tsx, run by scripts/prerender.mjs in Node): no
  // browser assets, no worker, and axios with its Node transport.
  if (isSsrBuild) {
    return {
      plugins: [react()],
      build: {
        target: 'node22',
        sourcemap: false,
        rolldownOptions: { onLog: withoutDeliberateNotices },
      },
    }
  }
  return {
    plugins: [
      react(),
      axiosXhrOnly(),
      msw(),
      localeFiles(mockApi),
      flagFiles(),
      webManifests(LOCALES_DIR, env.VITE_PRODUCT_NAME || 'Roamwise'),
      inlineFavicon(path.resolve(import.meta.dirname, 'public')),
      serviceWorker(!mockApi),
    ],
    server: { host: '127.0.0.1', port: 5173 },
    // The mock API is imported only once the app starts, so Vite's scan would find msw/browser
    // late and reload the page the first time it is opened (issue 17.9): bundle it up front.
    optimizeDeps: { include: ['msw/browser'] },
    // manifest: .vite/manifest.json maps source modules to chunks (npm run perf sizes the home page's
    // JavaScript with it); deploy/nginx.conf keeps /.vite/ private.
    // No modulepreload polyfill: it is JavaScript every page runs before it is interactive, for the
    // few browsers without modulepreload (Safari before 17), which still load every module, only
    // without the head start.
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      modulePreload: { polyfill: false },
      // Everything the entry imports statically goes into the entry chunk: one request instead of
      // about 25 small shared chunks, each a round trip on a phone's connection (issue 8).
      rolldownOptions: {
        onLog: withoutDeliberateNotices,
        output: {
          codeSplitting: {
            groups: [{ name: 'startup', tags: ['$initial'] }],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      // Each worker runs its files one after another in one module graph, instead of importing
      // the app again for every file: the whole run takes half the time (235 s -> 123 s on the
      // 2-core machine). tests/setup.ts resets the mock API, storage and cookies before every
      // test; module state must not leak between files. Check with a shuffled order:
      // `npx vitest run --sequence.shuffle.files` (decision 018).
      isolate: false,
      // Machines are shared and noisy: a slow run must not read as a failure.
      testTimeout: 15_000,
    },
  }
})

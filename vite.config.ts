/// <reference types="vitest/config" />
import fs from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'

const LOCALES_DIR = path.join(import.meta.dirname, 'locales')

/**
 * Locale files live in the top-level `locales/` folder (the product owner's layout) and are
 * fetched lazily over HTTP: served by a middleware in dev, emitted as assets at build.
 */
function localeFiles(): Plugin {
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
        const file = match ? path.join(LOCALES_DIR, match[1]!) : ''
        if (!file || !fs.existsSync(file)) return next()
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(fs.readFileSync(file))
      })
    },
    generateBundle() {
      for (const file of listFiles()) {
        // Minified on the way out: the sources stay readable for translators.
        const json = JSON.stringify(
          JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, file), 'utf8')),
        )
        this.emitFile({ type: 'asset', fileName: `locales/${file}`, source: json })
      }
    },
  }
}

export default defineConfig({
  plugins: [react(), msw(), localeFiles()],
  server: { host: '127.0.0.1', port: 5173 },
  // manifest: .vite/manifest.json maps source modules to chunks (npm run perf sizes the home page's
  // JavaScript with it); deploy/nginx.conf keeps /.vite/ private.
  build: { target: 'es2022', sourcemap: false, manifest: true },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // Machines are shared and noisy: a slow run must not read as a failure.
    testTimeout: 15_000,
  },
})

import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

/** URL prefix of the flags; src/shared/ui/Flag.tsx builds the same URLs. */
export const FLAG_PREFIX = 'flags/'

/**
 * The country flags are flag-icons' SVG files (4:3), served as files of their own at
 * /flags/<iso>.svg rather than imported: a map of 270 URLs (or inlined SVGs) in the JavaScript
 * would cost every page, while a file costs only the pages that show that flag, and the browser
 * caches it across pages. Dev serves them from node_modules; the build copies them.
 */
export function flagFiles(): Plugin {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
    'flags',
    '4x3',
  )
  const file = (name: string) => path.join(dir, name)
  return {
    name: 'roamwise-flag-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/flags\/([a-z0-9-]+\.svg)(\?.*)?$/.exec(req.url ?? '')
        if (!match || !fs.existsSync(file(match[1]!))) return next()
        res.setHeader('Content-Type', 'image/svg+xml')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(fs.readFileSync(file(match[1]!)))
      })
    },
    generateBundle() {
      for (const name of fs.readdirSync(dir).filter((entry) => entry.endsWith('.svg'))) {
        this.emitFile({
          type: 'asset',
          fileName: FLAG_PREFIX + name,
          source: fs.readFileSync(file(name)),
        })
      }
    },
  }
}

import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import type { Plugin } from 'vite'

/** URL prefix of the flags; src/shared/ui/AreaMark.tsx builds the same URLs. */
export const FLAG_PREFIX = 'flags/'

/** Pixels across: three times the largest mark (AreaMark's xl, 56 px), sharp on any phone. */
export const FLAG_WIDTH = 168

const require = createRequire(import.meta.url)
const RESVG_VERSION = (require('@resvg/resvg-js/package.json') as { version: string }).version

/**
 * The country flags are flag-icons' drawings (4:3), served as PNG files of their own at
 * /flags/<iso>.png rather than imported: a map of 270 URLs (or inlined images) in the JavaScript
 * would cost every page, while a file costs only the pages that show that flag, and the browser
 * caches it across pages.
 *
 * PNG, drawn from the SVG at build time (resvg), because a browser paints an SVG image on the
 * main thread, in every frame that shows it: the home page's sixteen flags cost about 19 ms of
 * painting on this machine (150 ms on a budget phone), the US and Spanish flags 4 ms each. A
 * bitmap is decoded off the main thread. They are smaller too: the home page's flags were
 * 125 KB of SVG (Spain's coat of arms alone 81 KB). Each drawing is kept in node_modules/.cache
 * by the hash of its SVG, so a rebuild draws none again. Dev draws them on request.
 */
export function flagFiles(cacheDir = path.resolve('node_modules/.cache/roamwise-flags')): Plugin {
  const dir = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3')
  const drawn = new Map<string, Buffer>()
  const png = (name: string): Buffer => {
    const svg = fs.readFileSync(path.join(dir, `${name}.svg`))
    const hash = crypto
      .createHash('sha256')
      .update(`${RESVG_VERSION} ${FLAG_WIDTH} `)
      .update(svg)
      .digest('hex')
      .slice(0, 20)
    const cached = path.join(cacheDir, `${name}-${hash}.png`)
    if (!drawn.has(cached)) {
      if (!fs.existsSync(cached)) {
        fs.mkdirSync(cacheDir, { recursive: true })
        const image = new Resvg(svg, { fitTo: { mode: 'width', value: FLAG_WIDTH } })
        fs.writeFileSync(cached, image.render().asPng())
      }
      drawn.set(cached, fs.readFileSync(cached))
    }
    return drawn.get(cached)!
  }
  return {
    name: 'roamwise-flag-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/flags\/([a-z0-9-]+)\.png(\?.*)?$/.exec(req.url ?? '')
        if (!match || !fs.existsSync(path.join(dir, `${match[1]}.svg`))) return next()
        res.setHeader('Content-Type', 'image/png')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(png(match[1]!))
      })
    },
    generateBundle() {
      for (const file of fs.readdirSync(dir).filter((entry) => entry.endsWith('.svg'))) {
        const name = file.slice(0, -'.svg'.length)
        this.emitFile({ type: 'asset', fileName: `${FLAG_PREFIX}${name}.png`, source: png(name) })
      }
    },
  }
}

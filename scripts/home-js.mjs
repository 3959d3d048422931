// The home page's JavaScript budget, shared by `npm run perf` and `npm test` (which checks it
// on the production build: unlike Lighthouse scores, a byte count does not depend on how busy the
// machine is). CLI: `node scripts/home-js.mjs [DIST]` prints the chunks and exits 1 over budget.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { pageModules } from './page-modules.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
// 170 until issue 45: destination names in each language's grammar (the Turkish suffix rule
// and the form lookup every page's titles use) and the store's rules for every message's
// placeholders start with every page, +1.2 KB measured (171.0 KB); the budget keeps 1 KB over.
export const HOME_JS_BUDGET_KB = 172

// ---------------------------------------------------------------------------------------------
// The home page's JavaScript before it is interactive (gzip, as nginx sends it at level 6):
// the entry script and modulepreloads of index.html plus the home route's lazy chunk and the
// chunks it imports statically. Read from Vite's manifest (build.manifest in vite.config.ts).
// ---------------------------------------------------------------------------------------------
export function homeJavaScript(site) {
  const manifestFile = path.join(site, '.vite', 'manifest.json')
  if (!fs.existsSync(manifestFile)) throw new Error('No .vite/manifest.json: is build.manifest on?')
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
  const html = fs.readFileSync(path.join(site, 'index.html'), 'utf8')
  const files = new Set()
  for (const match of html.matchAll(/<script[^>]*\bsrc="\/([^"]+\.js)"/g)) files.add(match[1])
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g))
    files.add(match[1])

  // The home route's module, as the page table names it.
  const homeModule = pageModules()
    .get('index')
    .replace(/\.tsx$/, '')
  const homeKey = Object.keys(manifest).find(
    (key) => key.replace(/\.(tsx?|jsx?)$/, '') === homeModule,
  )
  if (!homeKey) throw new Error(`${homeModule} is not in the Vite manifest`)
  const add = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) add(imported)
  }
  add(homeKey)

  const sizes = [...files].map((file) => {
    const bytes = fs.readFileSync(path.join(site, file))
    return { file, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 6 }).length }
  })
  const totalGzip = sizes.reduce((sum, item) => sum + item.gzip, 0)
  return { sizes, totalGzipKb: totalGzip / 1024 }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const args = process.argv.slice(2)
  const site = path.resolve(ROOT, args[0] ?? 'dist')
  const { sizes, totalGzipKb } = homeJavaScript(site)
  for (const { file, gzip } of sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 12))
    console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`)
  const budget = totalGzipKb <= HOME_JS_BUDGET_KB ? 'within' : 'OVER'
  console.log(
    `Home-page JavaScript before interactive: ${totalGzipKb.toFixed(1)} KB gzip, ${budget} the ` +
      `${HOME_JS_BUDGET_KB} KB budget`,
  )
  process.exit(totalGzipKb <= HOME_JS_BUDGET_KB ? 0 : 1)
}

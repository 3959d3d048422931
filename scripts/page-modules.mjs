// Which module each page of the page table loads (src/app/router/pages.ts), read from its
// source: the rows name their page's module in `import('...')`. The build's renderer links a
// route's CSS and chunks from Vite's manifest by it, and home-js.mjs finds the home page's.
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const TABLE = path.join(ROOT, 'src', 'app', 'router', 'pages.ts')

/** Route name -> the page's module as Vite's manifest names it (`src/features/.../X.tsx`). */
export function pageModules(tableFile = TABLE) {
  const source = fs.readFileSync(tableFile, 'utf8')
  const modules = new Map()
  // A row runs from its name to the next row's: its path may hold braces ('faq-{slug}-esim').
  const rows = /name:\s*'([^']+)'((?:(?!name:)[\s\S])*?)import\('([^']+)'\)/g
  for (const [, name, , target] of source.matchAll(rows)) {
    const file = path.relative(ROOT, path.resolve(path.dirname(tableFile), target))
    modules.set(name, `${file.replaceAll(path.sep, '/')}.tsx`)
  }
  if (!modules.has('index')) throw new Error(`No 'index' page in ${path.relative(ROOT, tableFile)}`)
  return modules
}

import fs from 'node:fs/promises'
import path from 'node:path'
import { appRoutes, fallback, notFound } from '../../deploy/hostRules.mjs'

/**
 * A built storefront served by `npm run mock-api -- --site dist` from the mock API's own origin,
 * so a production build runs against the mock with no config.json and no CORS: what QA and the
 * end-to-end tests of the production build use. It answers as the static host does
 * (deploy/hostRules.mjs): the file itself, a pre-rendered `path.html` or `path/index.html`; the
 * bare app shell for the app's own pages (orders, checkout, …); else 404 with the not-found page
 * of the address's language. Node only.
 */

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
}

async function isFile(file: string): Promise<boolean> {
  return (await fs.stat(file).catch(() => null))?.isFile() ?? false
}

const APP_ROUTE = new RegExp(
  `^/(?:(?:${appRoutes.prefixes.join('|')})/)?(?:${appRoutes.paths.join('|')})$`,
)
const NOT_FOUND_PAGE = /^\/[^/]+\/404(?:\.html)?$|^\/404(?:\.html)?$/

/** The not-found page of the language an address starts with. */
function notFoundPage(root: string, decoded: string): string {
  const prefix = appRoutes.prefixes.find(
    (code) => decoded === `/${code}` || decoded.startsWith(`/${code}/`),
  )
  return path.join(root, `.${notFound.page(prefix ?? '')}`)
}

/**
 * The file that answers a GET of `pathname` in the site at `root` and its status, or null
 * outside the site.
 */
export async function siteFile(
  root: string,
  pathname: string,
): Promise<{ file: string; status: 200 | 404 } | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const wanted = path.resolve(root, `.${path.posix.normalize(decoded)}`)
  if (wanted !== root && !wanted.startsWith(root + path.sep)) return null
  if (!NOT_FOUND_PAGE.test(decoded)) {
    const candidates = [wanted, `${wanted}.html`, path.join(wanted, 'index.html')]
    for (const file of candidates) if (await isFile(file)) return { file, status: 200 }
    const prerendered = await isFile(path.join(root, `.${notFound.page('')}`))
    // A plain SPA build (the demo build) may have no spa-shell.html: its index.html is the bare
    // shell, as nginx takes it (a pre-rendered build's index.html is the English home page).
    const spaShell = path.join(root, `.${fallback.shell}`)
    const shell = prerendered || (await isFile(spaShell)) ? spaShell : path.join(root, 'index.html')
    if (APP_ROUTE.test(decoded) && (await isFile(shell))) return { file: shell, status: 200 }
    // A build without pre-rendered pages has no not-found pages: the shell draws every route
    // there, as nginx does.
    if (!prerendered && (await isFile(shell))) return { file: shell, status: 200 }
  }
  return { file: notFoundPage(root, decoded), status: 404 }
}

/** The answer to a GET or HEAD in the site, or undefined for any other request. */
export async function siteResponse(root: string, request: Request): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const found = await siteFile(root, new URL(request.url).pathname)
  const body = found ? await fs.readFile(found.file).catch(() => null) : null
  if (!found || !body) return new Response('Not found', { status: 404 })
  const type = TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream'
  return new Response(request.method === 'HEAD' ? null : body, {
    status: found.status,
    headers: { 'Content-Type': type, 'Cache-Control': 'no-cache' },
  })
}

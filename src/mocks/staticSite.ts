import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * A built storefront served by `npm run mock-api -- --site dist` from the mock API's own origin,
 * so a production build runs against the mock with no config.json and no CORS: what QA and the
 * end-to-end tests of the production build use. It answers as the static host does
 * (deploy/hostRules.mjs): the file itself, a pre-rendered `path.html` or `path/index.html`, else
 * the bare app shell, which renders client-only routes (orders, checkout, …). Node only.
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

/** The file that answers a GET of `pathname` in the site at `root`, or null outside it. */
export async function siteFile(root: string, pathname: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const wanted = path.resolve(root, `.${path.posix.normalize(decoded)}`)
  if (wanted !== root && !wanted.startsWith(root + path.sep)) return null
  const candidates = [wanted, `${wanted}.html`, path.join(wanted, 'index.html')]
  for (const file of candidates) if (await isFile(file)) return file
  const shell = path.join(root, 'spa-shell.html')
  return (await isFile(shell)) ? shell : path.join(root, 'index.html')
}

/** The answer to a GET or HEAD in the site, or undefined for any other request. */
export async function siteResponse(root: string, request: Request): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const file = await siteFile(root, new URL(request.url).pathname)
  const body = file ? await fs.readFile(file).catch(() => null) : null
  if (!file || !body) return new Response('Not found', { status: 404 })
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
  return new Response(request.method === 'HEAD' ? null : body, {
    status: 200,
    headers: { 'Content-Type': type, 'Cache-Control': 'no-cache' },
  })
}

import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { getResponse } from 'msw'
import { HEADERS } from '../api/contract/envelope'
import openapi from '../../docs/openapi.json'
import { createMockControl } from './control'
import { MockDatabase } from './db/database'
import { createHandlers } from './handlers'
import { ensureQaAccount } from './db/qaAccount'
import { DEFAULT_PRODUCT_SLUG } from './respond'
import { siteResponse } from './staticSite'
import { readScenario, readSettingsPatch } from './controlInput'
import { parseMockParam } from './scenariosGrammar'

/**
 * The mock API as a real HTTP server (`npm run mock-api`): the same handlers and database as the
 * browser's service worker and the tests, behind a small node:http adapter (Node request ->
 * fetch Request -> msw's getResponse -> Node response). A production build pointed at it through
 * config.json, curl, or any other client sees the backend the storefront is developed against.
 */
export interface MockHttpServerOptions {
  signingKey: string
  productSlug?: string
  host?: string
  /** 0 picks a free port. */
  port?: number
  /**
   * Origins the browser may call from. A string matches exactly, '*' matches every origin; the
   * default allows any http origin on a loopback host (127.0.0.1, localhost, [::1]).
   */
  allowedOrigins?: readonly (string | RegExp)[]
  /** JSON file that keeps the mutable data between runs; none keeps it in memory only. */
  persistFile?: string | null
  /** [min, max] ms added to every answer; default none (the network is real already). */
  latencyMs?: readonly [number, number]
  /** A synthetic catalogue this many times the seed's (the renderer's benchmark); default 1. */
  catalogueScale?: number
  /** A built storefront to serve from the same origin (staticSite.ts); none serves only the API. */
  siteRoot?: string | null
  /** Starts with the QA account (src/mocks/db/qaAccount.ts), as the demo build does. */
  qaAccount?: boolean
  /** Called once per answered request, e.g. for a log line. */
  onRequest?: (line: { method: string; path: string; status: number; ms: number }) => void
}

export interface RunningMockHttpServer {
  url: string
  port: number
  db: MockDatabase
  close(): Promise<void>
}

export const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/

const ALLOWED_HEADERS = [
  HEADERS.lang,
  HEADERS.token,
  HEADERS.signature,
  HEADERS.authorization,
  'Content-Type',
  'Accept',
]

/**
 * A Storage (the browser's localStorage interface, which MockDatabase persists through) kept in
 * one JSON file, written atomically on every change.
 */
export class FileStorage implements Storage {
  private items: Record<string, string>
  private readonly file: string

  constructor(file: string) {
    this.file = path.resolve(file)
    this.items = {}
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(this.file, 'utf8'))
      if (parsed && typeof parsed === 'object') this.items = parsed as Record<string, string>
    } catch {
      // No file yet, or a broken one: start empty (the database seeds itself).
    }
  }

  get length(): number {
    return Object.keys(this.items).length
  }

  key(index: number): string | null {
    return Object.keys(this.items)[index] ?? null
  }

  getItem(key: string): string | null {
    return Object.hasOwn(this.items, key) ? this.items[key]! : null
  }

  setItem(key: string, value: string): void {
    this.items[key] = String(value)
    this.flush()
  }

  removeItem(key: string): void {
    delete this.items[key]
    this.flush()
  }

  clear(): void {
    this.items = {}
    this.flush()
  }

  private flush(): void {
    fs.mkdirSync(path.dirname(this.file), { recursive: true })
    const temporary = `${this.file}.${process.pid}.tmp`
    fs.writeFileSync(temporary, JSON.stringify(this.items))
    fs.renameSync(temporary, this.file)
  }
}

function originAllowed(origin: string, allowed: readonly (string | RegExp)[]): boolean {
  return allowed.some((rule) =>
    typeof rule === 'string' ? rule === '*' || rule === origin : rule.test(origin),
  )
}

function corsHeaders(
  origin: string | undefined,
  allowed: readonly (string | RegExp)[],
): Record<string, string> {
  if (!origin) return {}
  if (!originAllowed(origin, allowed)) return { Vary: 'Origin' }
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS.join(', '),
    'Access-Control-Expose-Headers': HEADERS.clientCountry,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
}

/** The largest request body the server reads (docs/api.md 1.5): no API call comes near it. */
export const MAX_BODY_BYTES = 1024 * 1024

/**
 * The body, or null when it is over MAX_BODY_BYTES. The rest is still read (and dropped), so
 * the client, which may still be sending, gets the answer rather than a reset connection.
 */
function readBody(req: http.IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/** A refusal of the server itself, in the API's envelope (docs/api.md 1.5). */
function envelopeError(status: number, msg: string): Response {
  return json(status, { code: status, success: false, msg, obj: null })
}

function toFetchRequest(
  req: http.IncomingMessage,
  body: Buffer,
  base: string,
  signal: AbortSignal,
): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0
  return new Request(new URL(req.url ?? '/', base), {
    method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
    // A client that hangs up ends a held (timeout or slow) answer early.
    signal,
  })
}

function json(status: number, value: unknown): Response {
  return new Response(JSON.stringify(value), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/**
 * `POST /__mock/scenarios` takes `{ "mock": "500@/v3/query/orders" }` (the ?mock= grammar, which
 * replaces every scenario) or one scenario object (added); `DELETE` clears them all.
 */
async function scenariosResponse(
  request: Request,
  control: ReturnType<typeof createMockControl>,
): Promise<Response> {
  if (request.method === 'DELETE') control.clearScenarios()
  if (request.method === 'POST') {
    const body: unknown = await request.json().catch(() => null)
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return json(400, { error: 'JSON object expected' })
    }
    if ('mock' in body && typeof body.mock === 'string') {
      const { scenarios, errors } = parseMockParam(body.mock, control.apiPaths())
      if (errors.length > 0) return json(400, { error: errors.join('\n') })
      control.clearScenarios()
      scenarios.forEach((scenario) => control.setScenario(scenario))
    } else if ('fault' in body) {
      const scenario = readScenario(body)
      if (!scenario.ok) return json(400, { error: scenario.error })
      control.setScenario(scenario.value)
    } else {
      return json(400, { error: 'Send { "mock": "<rules>" } or a scenario { "fault", "path"? }' })
    }
  }
  return json(200, control.scenarios())
}

/**
 * The QA lab's knobs over HTTP (unsigned: this is a local test server): the inbox of codes the
 * mock "mailed", the settings (visitor country, captcha demand, payments off), the fault
 * scenarios and a reset.
 */
async function controlResponse(
  request: Request,
  control: ReturnType<typeof createMockControl>,
  afterReset: () => void,
  allowed: readonly (string | RegExp)[],
): Promise<Response | undefined> {
  const { pathname } = new URL(request.url)
  if (!pathname.startsWith('/__mock/')) return undefined
  // A change comes from QA's own tools only: never from another site's page (a form or a
  // text/plain fetch needs no preflight, so CORS alone would not stop it), always as JSON.
  if (request.method !== 'GET') {
    const origin = request.headers.get('Origin')
    if (origin !== null && !originAllowed(origin, allowed)) {
      return json(403, { error: `Mock control is not open to ${origin}` })
    }
    const type = request.headers.get('Content-Type') ?? ''
    const hasBody = (await request.clone().text()).length > 0
    if (hasBody && !/^application\/json\b/i.test(type)) {
      return json(415, { error: 'Send the control body as application/json' })
    }
  }
  if (pathname === '/__mock/inbox' && request.method === 'GET') return json(200, control.inbox())
  if (pathname === '/__mock/settings' && request.method === 'GET')
    return json(200, control.settings())
  if (pathname === '/__mock/settings' && request.method === 'POST') {
    const body: unknown = await request.json().catch(() => null)
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return json(400, { error: 'JSON object expected' })
    }
    const patch = readSettingsPatch(body)
    if (!patch.ok) return json(400, { error: patch.error })
    control.updateSettings(patch.value)
    return json(200, control.settings())
  }
  if (pathname === '/__mock/scenarios' && ['GET', 'POST', 'DELETE'].includes(request.method)) {
    return scenariosResponse(request, control)
  }
  if (pathname === '/__mock/reset' && request.method === 'POST') {
    control.reset()
    afterReset()
    return json(200, { reset: true })
  }
  return json(404, { error: `No mock control at ${request.method} ${pathname}` })
}

/** The API's OpenAPI 3.1 document (docs/api.md), for QA's tools: GET /openapi.json. */
function apiDocumentResponse(request: Request): Response | undefined {
  const { pathname } = new URL(request.url)
  if (pathname !== '/openapi.json' || request.method !== 'GET') return undefined
  return json(200, openapi)
}

async function writeResponse(
  res: http.ServerResponse,
  response: Response,
  extraHeaders: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  const body = Buffer.from(await response.arrayBuffer())
  headers['content-length'] = String(body.length)
  res.writeHead(response.status, { ...headers, ...extraHeaders })
  res.end(body)
}

export async function startMockHttpServer(
  options: MockHttpServerOptions,
): Promise<RunningMockHttpServer> {
  const host = options.host ?? '127.0.0.1'
  const allowed = options.allowedOrigins ?? [LOOPBACK_ORIGIN]
  const storage = options.persistFile ? new FileStorage(options.persistFile) : null
  const db = new MockDatabase(storage, options.catalogueScale)
  // A reset starts the database over as the server started it.
  const seed = () => {
    if (options.qaAccount) ensureQaAccount(db)
  }
  seed()
  const siteRoot = options.siteRoot ? path.resolve(options.siteRoot) : null
  const control = createMockControl(db)
  const handlers = createHandlers(db, {
    signingKey: options.signingKey,
    productSlug: options.productSlug ?? DEFAULT_PRODUCT_SLUG,
    latencyMs: options.latencyMs ?? [0, 0],
  })

  let base = ''
  const server = http.createServer(async (req, res) => {
    const started = performance.now()
    const cors = corsHeaders(req.headers.origin, allowed)
    let status = 500
    try {
      if (req.method === 'OPTIONS') {
        status = 204
        res.writeHead(status, { ...cors, 'Content-Length': '0' })
        res.end()
        return
      }
      // Origin-form only: an absolute URL as the request target (`POST http://elsewhere/v1/…`)
      // is a proxy request, and this is no proxy (issue 35.8).
      if (!req.url?.startsWith('/')) {
        const notHere = envelopeError(400, 'Request target must be a path')
        status = notHere.status
        await writeResponse(res, notHere, cors)
        return
      }
      const hangUp = new AbortController()
      res.on('close', () => hangUp.abort())
      const body = await readBody(req)
      if (body === null) {
        const tooLarge = envelopeError(413, 'Request body too large: at most 1 MB')
        status = tooLarge.status
        await writeResponse(res, tooLarge, cors)
        return
      }
      const request = toFetchRequest(req, body, base, hangUp.signal)
      const response =
        apiDocumentResponse(request) ??
        (await controlResponse(request, control, seed, allowed)) ??
        (await getResponse(handlers, request)) ??
        (siteRoot ? await siteResponse(siteRoot, request) : undefined) ??
        // An unknown path: what a real gateway would say, in the API's envelope.
        envelopeError(404, `No route ${request.method} ${new URL(request.url).pathname}`)
      if (response.type === 'error') {
        // The network-failure scenario: the connection drops with no HTTP answer at all.
        status = 0
        req.socket.destroy()
        return
      }
      status = response.status
      await writeResponse(res, response, cors)
    } catch (error) {
      // A fault of the mock itself: the caller gets the documented envelope, never the internal
      // message; the terminal running the server gets the details.
      status = 500
      console.error(`Mock API error on ${req.method} ${req.url}:`, error)
      if (res.headersSent) res.end()
      else await writeResponse(res, envelopeError(500, 'Internal server error'), cors)
    } finally {
      options.onRequest?.({
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        status,
        ms: Math.round(performance.now() - started),
      })
    }
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 8787, host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 8787)
  const hostInUrl = host.includes(':') ? `[${host}]` : host
  base = `http://${hostInUrl}:${port}/`
  return {
    url: base,
    port,
    db,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

// `npm run mock-api`: the mock API (src/mocks: the same handlers and database as the browser's
// service worker and the tests) as a real HTTP server on 127.0.0.1, for a production build pointed
// at it through config.json, for curl, and for `npm run perf`.
//
// The TypeScript sources are written for the bundler (extensionless imports), so Node's own type
// stripping cannot load them; Vite's module runner (`runnerImport`, the API Vite loads its own
// config with) does, with no build step and no extra dependency.
//
// Usage: npm run mock-api -- [--port 8787] [--host 127.0.0.1] [--env pro|test|dev]
//          [--signing-key KEY] [--product-slug roamwise] [--origin URL ...] [--persist FILE]
//          [--latency MIN-MAX] [--site DIR] [--qa-account] [--quiet]
import path from 'node:path'
import { parseArgs } from 'node:util'
import { runnerImport } from 'vite'

const HELP = `npm run mock-api -- [options]

  --port N              port (default: env MOCK_API_PORT, else 8787; 0 = any free port)
  --host HOST           interface to listen on (default 127.0.0.1)
  --env pro|test|dev    whose request-signing key to check (default pro: what \`npm run build\` signs with)
  --signing-key KEY     check this key instead
  --product-slug SLUG   the client's productSlug (default roamwise)
  --origin URL          a storefront origin allowed by CORS (repeatable; '*' = any;
                        default: any http origin on 127.0.0.1, localhost or [::1])
  --persist FILE        keep the database in FILE between runs (default: in memory, fresh at start)
  --latency MIN-MAX     add MIN..MAX ms to every answer (default 0)
  --site DIR            also serve the storefront built in DIR (e.g. dist) from this origin,
                        as the static host does: a production build on the mock, no config.json
  --qa-account          start with the QA account (qa@roamwise.test, US$25 credit, its orders)
  --quiet               no line per request
`

let args
try {
  args = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      env: { type: 'string', default: 'pro' },
      'signing-key': { type: 'string' },
      'product-slug': { type: 'string', default: 'roamwise' },
      origin: { type: 'string', multiple: true },
      persist: { type: 'string' },
      latency: { type: 'string' },
      site: { type: 'string' },
      'qa-account': { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  }).values
} catch (error) {
  console.error(`${error.message}\n\n${HELP}`)
  process.exit(2)
}
if (args.help) {
  console.log(HELP)
  process.exit(0)
}

function fail(message) {
  console.error(`mock-api: ${message}`)
  process.exit(2)
}

const port = Number(args.port ?? process.env.MOCK_API_PORT ?? 8787)
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`bad port ${args.port}`)

let latencyMs = [0, 0]
if (args.latency) {
  const match = /^(\d+)(?:-(\d+))?$/.exec(args.latency)
  if (!match) fail(`--latency wants MIN-MAX in ms, got ${args.latency}`)
  latencyMs = [Number(match[1]), Number(match[2] ?? match[1])]
}

const root = path.resolve(import.meta.dirname, '..')
const load = async (file) =>
  (await runnerImport(path.join(root, file), { root, logLevel: 'error' })).module

const [{ environments, isEnvironmentName }, { startMockHttpServer }] = await Promise.all([
  load('src/config/environments.ts'),
  load('src/mocks/httpServer.ts'),
])
if (!isEnvironmentName(args.env)) fail(`--env must be pro, test or dev, got ${args.env}`)
const signingKey = args['signing-key'] ?? environments[args.env].signingKey
const keySource = args['signing-key'] ? '--signing-key' : `the ${args.env} environment's key`

const server = await startMockHttpServer({
  signingKey,
  productSlug: args['product-slug'],
  host: args.host,
  port,
  allowedOrigins: args.origin?.flatMap((value) => value.split(',')).map((value) => value.trim()),
  persistFile: args.persist ? path.resolve(args.persist) : null,
  latencyMs,
  siteRoot: args.site ? path.resolve(args.site) : null,
  qaAccount: args['qa-account'],
  onRequest: args.quiet
    ? undefined
    : ({ method, path: url, status, ms }) => console.log(`${status} ${method} ${url} ${ms} ms`),
}).catch((error) => fail(error.code === 'EADDRINUSE' ? `port ${port} is in use` : error.message))

console.log(
  `Mock API listening on ${server.url} (signatures checked with ${keySource}; ` +
    `database ${args.persist ? `persisted in ${path.resolve(args.persist)}` : 'in memory'}` +
    `${args.site ? `; the storefront in ${path.resolve(args.site)} at the same address` : ''})`,
)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    server.close().finally(() => process.exit(0))
  })
}

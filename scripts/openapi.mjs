// The API's OpenAPI 3.1 document, made from the route table (src/api/contract/routes.ts) and the
// contract's TypeScript types, so the types stay the one place a shape is written (decision 019).
// The result is committed as docs/openapi.json: the mock validates request bodies
// against it, serves it at GET /openapi.json, and a unit test fails when it is stale.
//
// Usage: npm run api:openapi            writes the document
//        npm run api:openapi -- --check exits 1 when the committed document is stale
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { createGenerator } from 'ts-json-schema-generator'
import { QUERY_EXAMPLES, REQUEST_EXAMPLES } from '../src/api/contract/examples.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const CONTRACT = path.join(ROOT, 'src/api/contract')
const ROUTES = path.join(CONTRACT, 'routes.ts')
export const OPENAPI_FILE = path.join(ROOT, 'docs/openapi.json')

/** The request headers of docs/api.md 1.3, with the names envelope.ts gives them. */
const HEADER_PARAMETERS = {
  Signature: {
    name: 'signature',
    in: 'header',
    required: true,
    description:
      'Hex HMAC-SHA256 of the exact body bytes with the environment signing key (docs/api.md 1.3).',
    schema: { type: 'string' },
  },
  Lang: {
    name: 'lang',
    in: 'header',
    required: false,
    description: 'The language of `msg` texts: en, ja, es, de, tr, zh-CN or zh-HK (default en).',
    schema: { type: 'string' },
  },
}

/** One route of the table: its name, types (as written), path, access, group and note. */
function readRouteTable() {
  const text = fs.readFileSync(ROUTES, 'utf8')
  const source = ts.createSourceFile(ROUTES, text, ts.ScriptTarget.Latest, true)
  const imports = source.statements
    .filter(ts.isImportDeclaration)
    .map((statement) => statement.getText(source))
  const routes = []
  const table = source.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((declaration) => declaration.name.getText(source) === 'API')
  if (!table) throw new Error('routes.ts: no API table')
  let literal = table.initializer
  while (ts.isAsExpression(literal)) literal = literal.expression
  let group = ''
  for (const property of literal.properties) {
    for (const range of ts.getLeadingCommentRanges(text, property.getFullStart()) ?? []) {
      const heading = /^\/\/ (.+) \(docs\/api\.md (\d+)\)/.exec(text.slice(range.pos, range.end))
      if (heading) group = heading[1]
    }
    const note = ts
      .getJSDocCommentsAndTags(property)
      .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
      .join(' ')
    // route<Request, Response>()(path, access, query?)
    const call = property.initializer
    const [request, response] = call.expression.typeArguments.map((type) => type.getText(source))
    const query = call.arguments[2]
    routes.push({
      name: property.name.getText(source),
      request,
      response,
      path: call.arguments[0].text,
      access: call.arguments[1].text,
      query: query ? query.elements.map((element) => element.text) : [],
      group,
      note,
    })
  }
  return { imports, routes }
}

/** JSON Schemas of every route's types, by the TypeScript generator, from a throwaway file. */
function generateSchemas(imports, routes) {
  const file = path.join(CONTRACT, `.openapi-types-${process.pid}.ts`)
  const lines = [
    ...imports,
    "import type { NoFields } from './routes'",
    "import type { EnvelopeFields } from './envelope'",
    'export interface OpenApiTypes {',
    '  envelope: EnvelopeFields',
    ...routes.map(
      (route) => `  ${route.name}: { request: ${route.request}; response: ${route.response} }`,
    ),
    '}',
  ]
  fs.writeFileSync(file, lines.join('\n') + '\n')
  try {
    const generator = createGenerator({
      path: file,
      type: 'OpenApiTypes',
      jsDoc: 'extended',
      skipTypeCheck: true,
      topRef: true,
      expose: 'export',
      sortProps: true,
    })
    return generator.createSchema('OpenApiTypes').definitions
  } finally {
    fs.rmSync(file, { force: true })
  }
}

/** A definition's name as OpenAPI allows it (^[a-zA-Z0-9._-]+$): PageDto<OrderDto> → PageDto_OrderDto. */
const componentName = (name) => name.replace(/[<>, ]+/g, '_').replace(/_+$/, '')

/** Rewrites the generator's #/definitions/ refs to components and drops its own keywords. */
function toComponents(value) {
  if (Array.isArray(value)) return value.map(toComponents)
  if (value === null || typeof value !== 'object') return value
  const out = {}
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref') {
      const name = decodeURIComponent(inner.replace('#/definitions/', ''))
      out.$ref = `#/components/schemas/${componentName(name)}`
    } else out[key] = toComponents(inner)
  }
  return out
}

/** The component a rewritten ref points at. */
const refName = (schema) => schema.$ref.replace('#/components/schemas/', '')

/**
 * A request body as sent: the route's fields and the envelope's (meta, clientId, email).
 * Fields the route does not name are ignored, as a gateway ignores them, so the body is open.
 */
function requestBody(schemas, request) {
  const envelope = schemas.EnvelopeFields
  const merge = (shape) => {
    const own = shape.$ref ? schemas[refName(shape)] : shape
    if (own.anyOf) return { anyOf: own.anyOf.map(merge) }
    if (own.$ref) return merge(own)
    return {
      type: 'object',
      ...(own.description ? { description: own.description } : {}),
      properties: { ...envelope.properties, ...(own.properties ?? {}) },
      required: [...(own.required ?? []), ...envelope.required],
    }
  }
  return merge(request)
}

const SUCCESS_NOTE =
  'HTTP 200 with `success` true and the route’s `obj`, or HTTP 200 with `success` false and an ' +
  'error code (docs/api.md 1.5).'

function routeOperation(route, schemas, types) {
  const security = {
    public: [],
    optional: [{}, { token: [] }],
    session: [{ token: [] }],
    account: [{ token: [] }],
  }[route.access]
  const who = {
    public: 'Anyone may call it.',
    optional: 'Anyone may call it; a valid token’s session is used when one is sent.',
    session: 'Needs a valid token: a guest’s or an account’s session.',
    account: 'Needs an account’s token; a guest session is refused (RT_NOBEL_ERROR_40103).',
  }[route.access]
  return {
    operationId: route.name,
    tags: [route.group],
    description: [who, route.note].filter(Boolean).join(' '),
    security,
    'x-access': route.access,
    parameters: [
      { $ref: '#/components/parameters/Signature' },
      { $ref: '#/components/parameters/Lang' },
      ...route.query.map((name) => ({
        name,
        in: 'query',
        required: true,
        schema: { type: 'integer', minimum: 1 },
        ...(QUERY_EXAMPLES[route.name] ? { example: QUERY_EXAMPLES[route.name][name] } : {}),
      })),
    ],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: requestBody(schemas, types.request),
          ...(REQUEST_EXAMPLES[route.name] ? { example: REQUEST_EXAMPLES[route.name] } : {}),
        },
      },
    },
    responses: {
      200: {
        description: SUCCESS_NOTE,
        content: {
          'application/json': {
            schema: {
              oneOf: [
                {
                  type: 'object',
                  properties: {
                    code: { const: 200 },
                    success: { const: true },
                    msg: { type: 'string' },
                    obj: types.response,
                  },
                  required: ['code', 'success', 'msg', 'obj'],
                  additionalProperties: false,
                },
                { $ref: '#/components/schemas/Failure' },
              ],
            },
          },
        },
      },
      404: { $ref: '#/components/responses/ServerRefusal' },
      413: { $ref: '#/components/responses/ServerRefusal' },
      500: { $ref: '#/components/responses/ServerRefusal' },
    },
  }
}

/** The whole document. */
export function buildOpenApi() {
  const { imports, routes } = readRouteTable()
  const definitions = toComponents(generateSchemas(imports, routes))
  const schemas = {}
  for (const [name, schema] of Object.entries(definitions)) {
    if (name === 'OpenApiTypes') continue
    schemas[componentName(name)] = schema
  }
  const types = definitions.OpenApiTypes.properties
  schemas.Failure = {
    type: 'object',
    description: 'A refusal (docs/api.md 1.5): an error code and a text in the `lang` language.',
    properties: {
      code: { type: 'string', description: 'RT_NOBEL_ERROR_NNNNN (envelope.ts ERROR_CODES).' },
      success: { const: false },
      msg: { type: 'string' },
      obj: {
        anyOf: [
          { type: 'null' },
          {
            type: 'object',
            description: 'When to ask again, on refusals that say so.',
            properties: { retryAfterSeconds: { type: 'number' } },
            required: ['retryAfterSeconds'],
            additionalProperties: false,
          },
        ],
      },
    },
    required: ['code', 'success', 'msg', 'obj'],
    additionalProperties: false,
  }
  schemas.ServerRefusal = {
    type: 'object',
    description:
      'A refusal of the server itself, before any route: the HTTP status as `code` (docs/api.md 1.5).',
    properties: {
      code: { type: 'number' },
      success: { const: false },
      msg: { type: 'string' },
      obj: { type: 'null' },
    },
    required: ['code', 'success', 'msg', 'obj'],
    additionalProperties: false,
  }
  const paths = {}
  for (const route of routes) {
    paths[route.path] = { post: routeOperation(route, schemas, types[route.name].properties) }
  }
  const groups = [...new Set(routes.map((route) => route.group))]
  return {
    openapi: '3.1.0',
    info: {
      title: 'Roamwise storefront API',
      version: '1',
      description:
        'Every path the storefront calls (SPEC 7.2), as the mock API answers them. Made by ' +
        '`npm run api:openapi` from src/api/contract; docs/api.md explains the rules.',
    },
    servers: [{ url: '/' }],
    tags: groups.map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      parameters: HEADER_PARAMETERS,
      responses: {
        ServerRefusal: {
          description: 'Unknown path (404), body over 1 MB (413), or a fault of the server (500).',
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/ServerRefusal' } },
          },
        },
      },
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'token',
          description: 'The session JWT from /v1/user/oauth or /v1/user/login.',
        },
      },
    },
  }
}

export const openApiText = () => JSON.stringify(buildOpenApi(), null, 2) + '\n'

if (process.argv[1] === import.meta.filename) {
  const text = openApiText()
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : ''
    if (committed !== text) {
      console.error(`${path.relative(ROOT, OPENAPI_FILE)} is stale: run npm run api:openapi`)
      process.exit(1)
    }
    console.log(`${path.relative(ROOT, OPENAPI_FILE)} is up to date`)
  } else {
    fs.writeFileSync(OPENAPI_FILE, text)
    const doc = JSON.parse(text)
    console.log(
      `${path.relative(ROOT, OPENAPI_FILE)}: ${Object.keys(doc.paths).length} paths, ` +
        `${Object.keys(doc.components.schemas).length} schemas`,
    )
  }
}

import { Validator, type Schema } from '@cfworker/json-schema'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bypass } from 'msw'
import openapi from '../../../docs/openapi.json'
import { ERROR_CODES } from '../../../src/api/contract/envelope'
import { signBody } from '../../../src/shared/lib/signature'
import { EXAMPLE_EMAIL } from '../../../src/api/contract/examples'
import { createAccount, findAccount, startSession } from '../../../src/mocks/db/accounts'
import { startMockHttpServer, type RunningMockHttpServer } from '../../../src/mocks/httpServer'
import { schemaArbitrary, type JsonSchema } from '../../support/schemaArbitrary'

/**
 * The contract test of issue 17.1: generated requests, valid and invalid, for every path of the
 * OpenAPI document, sent to the mock HTTP server; every answer must match the document. The
 * document is the oracle: the mock must accept what it allows and refuse what it does not.
 */
interface Operation {
  operationId: string
  'x-access': 'public' | 'optional' | 'session' | 'account'
  parameters: { in?: string; name?: string; example?: number }[]
  requestBody: { content: { 'application/json': { schema: JsonSchema; example?: object } } }
  responses: { 200: { content: { 'application/json': { schema: JsonSchema } } } }
}
const document = openapi as unknown as {
  paths: Record<string, { post: Operation }>
  components: { schemas: Record<string, JsonSchema> }
}
const components = document.components.schemas
const operations = Object.entries(document.paths).map(([path, item]) => ({ path, ...item.post }))

const KEY = 'contract-test-key'
const RUNS = 12
let server: RunningMockHttpServer
let accountToken = ''

/** Checks a value against a schema of the document, with the document's components in reach. */
const validator = (schema: JsonSchema) =>
  new Validator({ ...schema, components: document.components } as Schema, '2020-12', false)

/** The fields the gateway checks itself, before the schema (src/mocks/verify.ts). */
const GATEWAY_FIELDS = ['meta', 'clientId']
const requestOf = (op: Operation) => op.requestBody.content['application/json'].schema
/**
 * Public paths get no token; the others the signed-in account's. Sign-out and a password change
 * end sessions, so each of their calls gets a session of its own.
 */
const SESSION_ENDERS = ['/v1/user/logout', '/v1/update/password']
const freshSession = () => startSession(server.db, findAccount(server.db, EXAMPLE_EMAIL)!)
const tokenFor = (op: Operation & { path: string }) => {
  if (op['x-access'] === 'public') return ''
  if (SESSION_ENDERS.includes(op.path)) return freshSession()
  // A password change before this ended every other session, this one too.
  if (!server.db.data.sessions[accountToken]) accountToken = freshSession()
  return accountToken
}

const isFieldRefusal = (answer: { code?: unknown; msg?: unknown }) =>
  answer.code === ERROR_CODES.invalidInput &&
  typeof answer.msg === 'string' &&
  answer.msg.startsWith('Invalid request fields: ')

async function send(path: string, body: unknown, token: string, query = '') {
  const text = JSON.stringify(body)
  const response = await fetch(
    bypass(new URL(path + query, server.url), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        lang: 'en',
        token,
        signature: signBody(text, KEY),
      },
      body: text,
    }),
  )
  return { status: response.status, answer: (await response.json()) as Record<string, unknown> }
}

/**
 * Envelope fields as the client sends them, so a body passes the gateway's own meta check: the
 * time now, and a requestId never sent before.
 */
let sent = 0
const envelope = () => ({
  meta: { currentTime: Date.now(), requestId: `contract-${(sent += 1)}` },
  clientId: 'c1',
})

/**
 * Values of each JSON kind. A field gets the first that the document refuses and that is of
 * another kind than the valid value it replaces: the boundary refuses a wrong kind by name, while
 * a value of the right kind outside a list (rating 6) is its handler's to refuse (docs/api.md 1.5).
 */
const WRONG_VALUES: unknown[] = [42, 'not-a-value', true, null, [], {}]
const kind = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value

beforeAll(async () => {
  server = await startMockHttpServer({ signingKey: KEY, port: 0 })
  const account = createAccount(
    server.db,
    {
      email: EXAMPLE_EMAIL,
      kind: 'ACCOUNT',
      country: 'US',
      merchant: null,
      sourceType: '',
    },
    'Contract2026!',
  )
  accountToken = startSession(server.db, account)
})

afterAll(() => server.close())

describe('the OpenAPI document (docs/openapi.json) against the mock HTTP server', () => {
  it('is served at GET /openapi.json, as committed', async () => {
    const response = await fetch(bypass(new URL('/openapi.json', server.url)))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(openapi)
  })

  it.each(operations.filter((op) => op.requestBody.content['application/json'].example))(
    '$path: its example succeeds, and the answer is as documented',
    async (op) => {
      const { example, schema } = op.requestBody.content['application/json']
      expect(validator(schema).validate({ ...example, ...envelope() }).errors).toEqual([])
      const query = op.parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => `${parameter.name}=${parameter.example}`)
        .join('&')
      const { answer } = await send(
        op.path,
        { ...example, ...envelope() },
        accountToken,
        query && `?${query}`,
      )
      expect(answer, String(answer.msg)).toMatchObject({ success: true })
      const answers = validator(op.responses[200].content['application/json'].schema)
      expect(answers.validate(answer).errors.slice(0, 3)).toEqual([])
    },
  )

  it.each(operations)('$path: generated valid bodies are answered as documented', async (op) => {
    const request = requestOf(op)
    const answers = validator(op.responses[200].content['application/json'].schema)
    const token = tokenFor(op)
    await fc.assert(
      fc.asyncProperty(schemaArbitrary(request, components), async (generated) => {
        const body = { ...(generated as object), ...envelope() }
        const { status, answer } = await send(op.path, body, token)
        expect(status).toBe(200)
        const checked = answers.validate(answer)
        expect(checked.errors.slice(0, 3), JSON.stringify(answer).slice(0, 300)).toEqual([])
        expect(isFieldRefusal(answer), String(answer.msg)).toBe(false)
      }),
      { numRuns: RUNS },
    )
  })

  it.each(operations)('$path: a field of the wrong kind is refused by name', async (op) => {
    const request = requestOf(op)
    const bodies = validator(request)
    const token = tokenFor(op)
    const valid = schemaArbitrary(request, components).map((generated) => ({
      ...(generated as object),
      ...envelope(),
    }))
    await fc.assert(
      fc.asyncProperty(valid, fc.nat(), async (body: Record<string, unknown>, pick) => {
        // Any field but the gateway's own, which it checks before the schema.
        const fields = [...Object.keys(body), 'email'].filter(
          (key) => !GATEWAY_FIELDS.includes(key),
        )
        const field = fields[pick % fields.length]!
        const wrong = WRONG_VALUES.filter(
          (value) => !(field in body) || kind(value) !== kind(body[field]),
        )
          .map((value) => ({ ...body, [field]: value }))
          .find((candidate) => !bodies.validate(candidate).valid)
        expect(wrong, `every value is allowed for ${field}`).toBeDefined()
        const { status, answer } = await send(op.path, wrong, token)
        expect(status).toBe(200)
        expect(answer).toMatchObject({ success: false, code: ERROR_CODES.invalidInput, obj: null })
        expect(answer.msg).toMatch(new RegExp(`^Invalid request fields: .*\\b${field}\\b`))
      }),
      { numRuns: RUNS },
    )
  })

  it.each(operations.filter((op) => requiredFields(op).length))(
    '$path: a missing field is refused by name',
    async (op) => {
      const request = requestOf(op)
      const token = tokenFor(op)
      for (const field of requiredFields(op)) {
        const body = fc.sample(schemaArbitrary(request, components), 1)[0]
        const sent: Record<string, unknown> = { ...(body as object), ...envelope() }
        delete sent[field]
        const { answer } = await send(op.path, sent, token)
        expect(answer).toMatchObject({ success: false, code: ERROR_CODES.invalidInput })
        expect(answer.msg).toMatch(new RegExp(`^Invalid request fields: .*\\b${field}\\b`))
      }
    },
  )
})

/** The fields a body must have besides the envelope's; for a choice of shapes, those of all. */
function requiredFields(op: Operation): string[] {
  const schema = requestOf(op)
  const shapes = schema.anyOf ?? [schema]
  const each = shapes.map((shape) =>
    (shape.required ?? []).filter((field) => !GATEWAY_FIELDS.includes(field)),
  )
  return each.reduce((common, fields) => common.filter((field) => fields.includes(field)))
}

import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { bypass } from 'msw'
import { ERROR_CODES } from '../../../src/api/contract/envelope'
import { signBody } from '../../../src/shared/lib/signature'
import { startMockHttpServer, type RunningMockHttpServer } from '../../../src/mocks/httpServer'
import { TEST_PASSWORD } from '../../support/credentials'

const KEY = 'http-server-test-key'
const STOREFRONT = 'http://127.0.0.1:4173'
const running: RunningMockHttpServer[] = []
const folders: string[] = []

async function start(options: Partial<Parameters<typeof startMockHttpServer>[0]> = {}) {
  const server = await startMockHttpServer({ signingKey: KEY, port: 0, ...options })
  running.push(server)
  return server
}

/** A request signed like the storefront's interceptor signs it; bypass() keeps the test's own
 * msw/node server (tests/setup.ts) from answering it in-process. */
function signedPost(base: string, path: string, body: Record<string, unknown>, key = KEY) {
  const text = JSON.stringify({
    meta: { currentTime: Date.now(), requestId: 'req-1' },
    clientId: 'client-1',
    ...body,
  })
  return fetch(
    bypass(new URL(path, base), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: STOREFRONT,
        lang: 'en',
        signature: signBody(text, key),
      },
      body: text,
    }),
  )
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()))
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

describe('the mock API over HTTP (npm run mock-api)', () => {
  it('answers a signed request with the same handlers, with CORS for a loopback storefront', async () => {
    const server = await start()
    const response = await signedPost(server.url, '/v1/query/areas', {})
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(STOREFRONT)
    expect(response.headers.get('access-control-expose-headers')).toBe('X-Client-Country')
    expect(response.headers.get('x-client-country')).toBe('US')
    const envelope = (await response.json()) as { success: boolean; obj: { areas: unknown[] } }
    expect(envelope.success).toBe(true)
    expect(envelope.obj.areas.length).toBe(server.db.catalogue.areas.length)
  })

  it('checks the signature with its own key', async () => {
    const server = await start()
    const response = await signedPost(server.url, '/v1/query/areas', {}, 'another-key')
    expect(await response.json()).toMatchObject({
      success: false,
      code: ERROR_CODES.badSignature,
    })
  })

  it('answers the CORS preflight and refuses foreign origins', async () => {
    const server = await start()
    const preflight = await fetch(
      bypass(new URL('/v1/user/login', server.url), {
        method: 'OPTIONS',
        headers: {
          Origin: STOREFRONT,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,lang,signature,token,authorization',
        },
      }),
    )
    expect(preflight.status).toBe(204)
    const allowed = preflight.headers.get('access-control-allow-headers')!.toLowerCase()
    for (const header of ['lang', 'token', 'signature', 'authorization', 'content-type'])
      expect(allowed).toContain(header)

    const foreign = await fetch(
      bypass(new URL('/v1/user/login', server.url), {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
      }),
    )
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers an unknown path with 404 in the envelope', async () => {
    const server = await start()
    const response = await fetch(bypass(new URL('/v9/nothing', server.url)))
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ success: false, code: 404 })
    // A route's path under another one is no route (issue 35.8).
    const nested = await signedPost(server.url, '/anything/v1/query/areas', {})
    expect(nested.status).toBe(404)
  })

  it('refuses a proxy-style absolute URL as the request target', async () => {
    const server = await start()
    // A raw socket: the test's own msw/node server intercepts http.request, not sockets.
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(server.port, '127.0.0.1', () => {
        socket.end(
          'POST http://elsewhere.example/v1/query/areas HTTP/1.1\r\n' +
            'Host: elsewhere.example\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
        )
      })
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(reply).toMatch(/^HTTP\/1\.1 400 /)
  })

  it('refuses a body that is not valid UTF-8, whatever its signature', async () => {
    const server = await start()
    const bytes = Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d])
    const response = await fetch(
      bypass(new URL('/v1/query/areas', server.url), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          signature: signBody(bytes.toString('utf8'), KEY),
        },
        body: bytes,
      }),
    )
    expect(await response.json()).toMatchObject({ success: false, code: ERROR_CODES.invalidInput })
  })

  it('answers a signed body that is valid JSON but no object with the documented refusal', async () => {
    const server = await start()
    for (const text of ['null', '[]', '5', '"text"']) {
      const response = await fetch(
        bypass(new URL('/v1/query/areas', server.url), {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            lang: 'en',
            signature: signBody(text, KEY),
          },
          body: text,
        }),
      )
      expect(response.status, text).toBe(200)
      expect(await response.json(), text).toEqual({
        code: ERROR_CODES.invalidInput,
        success: false,
        msg: 'Missing meta or clientId',
        obj: null,
      })
    }
  })

  it('refuses a body over 1 MB with 413 in the envelope, and keeps serving', async () => {
    const server = await start()
    const response = await signedPost(server.url, '/v1/query/areas', { pad: 'x'.repeat(1_100_000) })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      code: 413,
      success: false,
      msg: 'Request body too large: at most 1 MB',
      obj: null,
    })
    expect((await signedPost(server.url, '/v1/query/areas', {})).status).toBe(200)
  })

  it('keeps the database in the --persist file between runs', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-api-test-'))
    folders.push(folder)
    const file = path.join(folder, 'db.json')
    const first = await start({ persistFile: file })
    const sent = await signedPost(first.url, '/v1/send/verify-code', {
      email: 'persisted@example.com',
      codeType: 'REGISTER',
      password: TEST_PASSWORD,
    })
    expect(await sent.json()).toMatchObject({ success: true })
    const inbox = (await (await fetch(bypass(new URL('/__mock/inbox', first.url)))).json()) as {
      email: string
    }[]
    expect(inbox[0]?.email).toBe('persisted@example.com')
    await first.close()
    running.splice(running.indexOf(first), 1)

    const second = await start({ persistFile: file })
    expect(second.db.data.inbox[0]?.email).toBe('persisted@example.com')
    const fresh = await start()
    expect(fresh.db.data.inbox).toEqual([])
  })
})

describe('no replays (issue 35.2, docs/api.md 1.3)', () => {
  const at = (currentTime: number, requestId: string, clientId = 'client-1') => ({
    meta: { currentTime, requestId },
    clientId,
  })
  const answerOf = async (response: Response) =>
    (await response.json()) as { code: unknown; obj: { serverTime?: number } | null }

  it('refuses a request stamped more than 5 minutes from the server time, and says that time', async () => {
    const server = await start()
    const minute = 60_000
    for (const [offset, id] of [
      [-6 * minute, 'old'],
      [6 * minute, 'ahead'],
    ] as const) {
      const before = Date.now()
      const answer = await answerOf(
        await signedPost(server.url, '/v1/query/banner', at(before + offset, id)),
      )
      expect(answer.code).toBe(ERROR_CODES.requestExpired)
      expect(answer.obj?.serverTime).toBeGreaterThanOrEqual(before)
      expect(answer.obj?.serverTime).toBeLessThanOrEqual(Date.now())
    }
    const inside = await signedPost(
      server.url,
      '/v1/query/banner',
      at(Date.now() - 4 * minute, 'r'),
    )
    expect((await answerOf(inside)).code).toBe(200)
  })

  it('refuses the same request sent again, and takes the same id from another client', async () => {
    const server = await start()
    const now = Date.now()
    const first = await signedPost(server.url, '/v1/query/banner', at(now, 'once'))
    expect((await answerOf(first)).code).toBe(200)
    const again = await signedPost(server.url, '/v1/query/banner', at(now, 'once'))
    expect((await answerOf(again)).code).toBe(ERROR_CODES.requestReplayed)
    const other = await signedPost(server.url, '/v1/query/banner', at(now, 'once', 'client-2'))
    expect((await answerOf(other)).code).toBe(200)
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { bypass } from 'msw'
import { startMockHttpServer, type RunningMockHttpServer } from '../../../src/mocks/httpServer'

const running: RunningMockHttpServer[] = []

async function start() {
  const server = await startMockHttpServer({ signingKey: 'scenario-key', port: 0 })
  running.push(server)
  return server
}

/** bypass() keeps the test's own msw/node server (tests/setup.ts) out of the way. */
const call = (base: string, path: string, init: RequestInit = {}) =>
  fetch(bypass(new URL(path, base), init))

const postJson = (base: string, path: string, body: unknown) =>
  call(base, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()))
})

describe('scenarios on the mock API server (npm run mock-api)', () => {
  it('sets scenarios in the ?mock= grammar, lists and clears them over /__mock/scenarios', async () => {
    const server = await start()
    const set = await postJson(server.url, '/__mock/scenarios', { mock: '500@/v3/query/orders' })
    expect(await set.json()).toEqual([{ fault: '500', path: '/v3/query/orders' }])
    expect(
      (await call(server.url, '/v3/query/orders', { method: 'POST', body: '{}' })).status,
    ).toBe(500)

    await postJson(server.url, '/__mock/scenarios', { fault: 'slow', delayMs: 5 })
    const listed = await call(server.url, '/__mock/scenarios')
    expect(await listed.json()).toEqual([
      { fault: '500', path: '/v3/query/orders' },
      { fault: 'slow', delayMs: 5 },
    ])

    const cleared = await call(server.url, '/__mock/scenarios', { method: 'DELETE' })
    expect(await cleared.json()).toEqual([])
    expect(server.db.data.settings.scenarios).toEqual([])
  })

  it('refuses a value it cannot read and changes nothing', async () => {
    const server = await start()
    const response = await postJson(server.url, '/__mock/scenarios', { mock: 'teapot' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toMatch(/unknown fault/)
    expect(server.db.data.settings.scenarios ?? []).toEqual([])
  })

  it('refuses malformed settings and scenario objects, says why, and keeps answering', async () => {
    const server = await start()
    const refusals: [string, unknown, RegExp][] = [
      ['/__mock/settings', { scenarios: 5 }, /scenarios/],
      ['/__mock/settings', { visitorCountry: 5 }, /visitorCountry/],
      ['/__mock/settings', { demandCaptcha: 'yes' }, /demandCaptcha: true or false/],
      ['/__mock/scenarios', { fault: 'teapot' }, /fault: one of network, 500/],
      ['/__mock/scenarios', { fault: 'slow', delayMs: -1 }, /delayMs/],
      ['/__mock/scenarios', { fault: '500', path: 'v3/query/orders' }, /path: an API path/],
    ]
    for (const [path, body, reason] of refusals) {
      const response = await postJson(server.url, path, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(((await response.json()) as { error: string }).error).toMatch(reason)
    }
    expect(server.db.data.settings.scenarios ?? []).toEqual([])
    const settings = await postJson(server.url, '/__mock/settings', { visitorCountry: 'JP' })
    expect(await settings.json()).toMatchObject({ visitorCountry: 'JP' })
    const answer = await call(server.url, '/v1/query/areas', { method: 'POST', body: '{}' })
    expect(answer.headers.get('x-client-country')).toBe('JP')
  })

  it('ignores scenarios stored in a shape it cannot read instead of failing every call', async () => {
    const server = await start()
    server.db.data.settings = { ...server.db.data.settings, scenarios: 5 as never }
    const answer = await call(server.url, '/v1/query/areas', { method: 'POST', body: '{}' })
    expect(answer.status).toBe(200)
    expect(await (await call(server.url, '/__mock/scenarios')).json()).toEqual([])
  })

  it('drops the connection without an answer for a network failure', async () => {
    const server = await start()
    await postJson(server.url, '/__mock/scenarios', { mock: 'network' })
    await expect(
      call(server.url, '/v1/query/areas', { method: 'POST', body: '{}' }),
    ).rejects.toThrow(TypeError)
  })
})

describe('the QA lab over HTTP cannot be driven from another site (issue 35.3)', () => {
  it('refuses a change from a foreign origin, or sent as anything but JSON', async () => {
    const server = await start()
    const crossSite = await call(server.url, '/__mock/settings', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
      body: JSON.stringify({ paymentUnavailable: true }),
    })
    expect(crossSite.status).toBe(403)
    const reset = await call(server.url, '/__mock/reset', {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    })
    expect(reset.status).toBe(403)
    const plain = await call(server.url, '/__mock/scenarios', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ mock: 'network' }),
    })
    expect(plain.status).toBe(415)
    expect(server.db.data.settings.paymentUnavailable).toBe(false)
    expect(await (await call(server.url, '/__mock/scenarios')).json()).toEqual([])
    expect((await postJson(server.url, '/__mock/settings', [])).status).toBe(400)

    // QA's own page (a loopback origin) and tools without an origin still can.
    const own = await call(server.url, '/__mock/settings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:4173' },
      body: JSON.stringify({ paymentUnavailable: true }),
    })
    expect(own.status).toBe(200)
    expect((await call(server.url, '/__mock/reset', { method: 'POST' })).status).toBe(200)
  })
})

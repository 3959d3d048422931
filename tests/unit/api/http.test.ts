import { API, type ApiRoute } from '../../../src/api/contract/routes'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { configureHttp, getJson, post, setReadRetry } from '../../../src/api/http'
import { queryAreas } from '../../../src/api/endpoints/catalogue'
import { executePayment } from '../../../src/api/endpoints/order'
import { ApiError, NETWORK_ERROR_STATUS } from '../../../src/api/errors'
import { ERROR_CODES, HEADERS } from '../../../src/api/contract/envelope'
import { getConfig } from '../../../src/config/runtimeConfig'
import { signBody, requestIdFor } from '../../../src/shared/lib/signature'
import { mockApi } from '../../support/mockApi'

/** A path only these tests answer: what the client adds to any body, and how it retries. */
const ECHO: ApiRoute<{ hello?: string }, { echoed: boolean }> = {
  path: '/v1/test/echo',
  access: 'public',
}

const session = { token: '', email: '' }
/** The device's clock as the client reads it: the real one unless a test sets it. */
const device = { now: () => Date.now() }
const IN_2023 = 1_700_000_000_000

beforeEach(() => {
  session.token = ''
  session.email = ''
  device.now = () => Date.now()
  configureHttp({
    getToken: () => session.token,
    getEmail: () => session.email,
    getLocale: () => 'ja',
    getClientId: () => 'client-123',
    now: () => device.now(),
  })
})

/** Captures what reached the server, for the few header facts a handler cannot answer. */
function captureNext(path: string) {
  const seen: { headers?: Headers; body?: string } = {}
  mockApi.server.use(
    http.post(`*${path}`, async ({ request }) => {
      seen.headers = request.headers
      seen.body = await request.text()
      return HttpResponse.json({ code: 200, success: true, msg: 'ok', obj: { echoed: true } })
    }),
  )
  return seen
}

describe('request decoration (SPEC 7.1)', () => {
  it('adds meta, clientId and email to the body and signs the exact bytes', async () => {
    session.email = 'traveller@example.com'
    session.token = 'tok-1'
    device.now = () => IN_2023
    const seen = captureNext('/v1/test/echo')
    await post(ECHO, { hello: 'world' })
    const body = JSON.parse(seen.body!)
    expect(body).toEqual({
      hello: 'world',
      meta: {
        currentTime: IN_2023,
        requestId: requestIdFor(IN_2023, 'traveller@example.com'),
      },
      clientId: 'client-123',
      email: 'traveller@example.com',
    })
    expect(seen.headers!.get(HEADERS.signature)).toBe(signBody(seen.body!, getConfig().signingKey))
    expect(seen.headers!.get(HEADERS.lang)).toBe('ja')
    expect(seen.headers!.get(HEADERS.token)).toBe('tok-1')
    expect(seen.headers!.get('Authorization')).toBe('Bearer tok-1')
    expect(seen.headers!.get('Accept')).toContain('application/json')
    expect(seen.headers!.get('Content-Type')).toContain('application/json')
  })

  it('sends no Authorization or token header when logged out', async () => {
    const seen = captureNext('/v1/test/echo')
    await post(ECHO)
    expect(seen.headers!.has('Authorization')).toBe(false)
    expect(seen.headers!.has(HEADERS.token)).toBe(false)
    expect(JSON.parse(seen.body!).email).toBeUndefined()
  })

  it('is accepted by the mock server, which checks the signature', async () => {
    const areas = await queryAreas()
    expect(areas.length).toBeGreaterThanOrEqual(120)
  })

  it('is rejected by the mock server when signed with another key', async () => {
    configureHttp({ getSigningKey: () => 'wrong-key', getClientId: () => 'c' })
    await expect(queryAreas()).rejects.toMatchObject({
      status: 200,
      code: ERROR_CODES.badSignature,
    })
  })
})

describe('error mapping (SPEC 8)', () => {
  it('turns a network failure into status -404 "Network error"', async () => {
    mockApi.server.use(http.post('*/v1/query/areas', () => HttpResponse.error()))
    await expect(queryAreas()).rejects.toMatchObject({
      status: NETWORK_ERROR_STATUS,
      msg: 'Network error',
    })
  })

  it('turns any non-200 status into the network error', async () => {
    mockApi.server.use(
      http.post('*/v1/query/areas', () => new HttpResponse('oops', { status: 500 })),
    )
    await expect(queryAreas()).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS })
    mockApi.server.use(http.post('*/v1/query/areas', () => new HttpResponse(null, { status: 201 })))
    await expect(queryAreas()).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS })
  })

  it('treats a 200 that is not an envelope as a network error', async () => {
    mockApi.server.use(
      http.post('*/v1/query/areas', () => new HttpResponse('<html>', { status: 200 })),
    )
    await expect(queryAreas()).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS })
  })

  it('surfaces the server msg when success is false or code is not 200', async () => {
    mockApi.server.use(
      http.post('*/v1/query/areas', () =>
        HttpResponse.json({
          code: ERROR_CODES.paymentUnavailable,
          success: false,
          msg: 'Payment down',
          obj: null,
        }),
      ),
    )
    const error = await queryAreas().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: ERROR_CODES.paymentUnavailable, msg: 'Payment down' })
    mockApi.server.use(
      http.post('*/v1/query/areas', () =>
        HttpResponse.json({ code: 500, success: true, msg: 'odd', obj: {} }),
      ),
    )
    await expect(queryAreas()).rejects.toMatchObject({ msg: 'odd' })
  })
})

describe('a stamp the server refuses (docs/api.md 1.3)', () => {
  /** The meta of every request to a path, before the mock (or the handler given) answers it. */
  function stampsOf(path: string, answer?: () => Response) {
    const stamps: { currentTime: number; requestId: string }[] = []
    mockApi.server.use(
      http.post(`*${path}`, async ({ request }) => {
        stamps.push((JSON.parse(await request.clone().text()) as { meta: (typeof stamps)[0] }).meta)
        return answer?.()
      }),
    )
    return stamps
  }

  it('asks again once on the server clock when the device clock is years off, then stays on it', async () => {
    // The device says 2023; the mock server runs on the real clock.
    device.now = () => IN_2023
    const stamps = stampsOf('/v1/query/areas')
    expect((await queryAreas()).length).toBeGreaterThan(0)
    expect(stamps).toHaveLength(2)
    expect(stamps[0]!.currentTime).toBe(IN_2023)
    expect(Math.abs(stamps[1]!.currentTime - Date.now())).toBeLessThan(60_000)

    await queryAreas()
    expect(stamps).toHaveLength(3)
    expect(Math.abs(stamps[2]!.currentTime - Date.now())).toBeLessThan(60_000)
  })

  it('asks again only once: a second refusal reaches the caller', async () => {
    const stamps = stampsOf('/v1/query/areas', () =>
      HttpResponse.json({
        code: ERROR_CODES.requestExpired,
        success: false,
        msg: 'The request time is not within 5 minutes of the server time',
        obj: { serverTime: Date.now() },
      }),
    )
    await expect(queryAreas()).rejects.toMatchObject({ code: ERROR_CODES.requestExpired })
    expect(stamps).toHaveLength(2)
  })

  it('gives two requests of the same millisecond their own requestId', async () => {
    device.now = () => IN_2023
    const stamps = stampsOf(ECHO.path, () =>
      HttpResponse.json({ code: 200, success: true, msg: 'ok', obj: { echoed: true } }),
    )
    await Promise.all([post(ECHO), post(ECHO)])
    expect(new Set(stamps.map((stamp) => stamp.requestId)).size).toBe(2)
    expect(new Set(stamps.map((stamp) => stamp.currentTime)).size).toBe(2)
  })
})

describe('GET helper', () => {
  it('alerts "Network error" when the request fails', async () => {
    mockApi.server.use(http.get('*/v1/test/get', () => HttpResponse.error()))
    const alertUser = vi.fn()
    await expect(getJson('/v1/test/get', alertUser)).rejects.toBeInstanceOf(ApiError)
    expect(alertUser).toHaveBeenCalledWith('Network error')
  })

  it("alerts the server's error_msg when success is false", async () => {
    mockApi.server.use(
      http.get('*/v1/test/get', () =>
        HttpResponse.json({
          code: 400,
          success: false,
          msg: '',
          error_msg: 'Link expired',
          obj: null,
        }),
      ),
    )
    const alertUser = vi.fn()
    await expect(getJson('/v1/test/get', alertUser)).rejects.toMatchObject({ msg: '' })
    expect(alertUser).toHaveBeenCalledTimes(1)
    expect(alertUser).toHaveBeenCalledWith('Link expired')
  })

  it('returns obj on success without alerting', async () => {
    mockApi.server.use(
      http.get('*/v1/test/get', () =>
        HttpResponse.json({ code: 200, success: true, msg: 'ok', obj: { n: 1 } }),
      ),
    )
    const alertUser = vi.fn()
    await expect(getJson('/v1/test/get', alertUser)).resolves.toEqual({ n: 1 })
    expect(alertUser).not.toHaveBeenCalled()
  })
})

describe('retries (issue 7.3): reads ask again, writes never', () => {
  const FAST = { retries: 2, baseDelayMs: 1, maxDelayMs: 2, budgetMs: 10_000 }
  beforeEach(() => setReadRetry(FAST))
  afterEach(() => setReadRetry(null))

  /** Fails `times` times with `failure`, then lets the mock API answer; counts the calls. */
  function failFirst(path: string, times: number, failure: () => Response) {
    const calls = { count: 0 }
    mockApi.server.use(
      http.post(`*${path}`, () => {
        calls.count += 1
        return calls.count <= times ? failure() : undefined
      }),
    )
    return calls
  }

  it('a read survives a dropped connection and a 503', async () => {
    const calls = failFirst('/v1/query/areas', 2, () =>
      calls.count === 1 ? HttpResponse.error() : new HttpResponse(null, { status: 503 }),
    )
    const areas = await queryAreas()
    expect(areas.length).toBeGreaterThan(0)
    expect(calls.count).toBe(3)
  })

  it('a read still ends in the SPEC 8 network error when every attempt fails', async () => {
    const calls = failFirst('/v1/query/areas', 99, () => HttpResponse.error())
    await expect(queryAreas()).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS })
    expect(calls.count).toBe(1 + FAST.retries)
  })

  it('does not ask again when the server answered (a 404, an error envelope)', async () => {
    const missing = failFirst('/v1/query/areas', 99, () => new HttpResponse(null, { status: 404 }))
    await expect(queryAreas()).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS })
    expect(missing.count).toBe(1)
    const refused = failFirst('/v1/query/banner', 99, () =>
      HttpResponse.json({ code: 'RT_X', success: false, msg: 'no', obj: null }),
    )
    await expect(post(API.banners)).rejects.toMatchObject({ code: 'RT_X' })
    expect(refused.count).toBe(1)
  })

  it('never sends a payment twice, even when the first answer was lost', async () => {
    const calls = failFirst('/v1.1/execute/payment', 1, () => HttpResponse.error())
    await expect(
      executePayment({ paymentId: 'p-1', idempotencyKey: 'k-1' } as Parameters<
        typeof executePayment
      >[0]),
    ).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS })
    expect(calls.count).toBe(1)
  })

  it('lets one call opt out (retry: false) or a write opt in (retry: true)', async () => {
    const read = failFirst('/v1/query/banner', 1, () => HttpResponse.error())
    await expect(post(API.banners, {}, { retry: false })).rejects.toBeInstanceOf(ApiError)
    expect(read.count).toBe(1)
    captureNext('/v1/test/echo')
    // Registered last, so asked first; after one 502 it lets the echo handler answer.
    const write = failFirst('/v1/test/echo', 1, () => new HttpResponse(null, { status: 502 }))
    await expect(post(ECHO, {}, { retry: true })).resolves.toEqual({ echoed: true })
    expect(write.count).toBe(2)
  })

  it('the GET helper retries quietly and alerts only once, at the end', async () => {
    let count = 0
    mockApi.server.use(
      http.get('*/v1/test/get', () =>
        ++count < 3
          ? HttpResponse.error()
          : HttpResponse.json({ code: 200, success: true, msg: 'ok', obj: { n: 2 } }),
      ),
    )
    const alertUser = vi.fn()
    await expect(getJson('/v1/test/get', alertUser)).resolves.toEqual({ n: 2 })
    expect(alertUser).not.toHaveBeenCalled()
    expect(count).toBe(3)
  })
})

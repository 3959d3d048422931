import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configureHttp, setHttpTimeout } from '../../../src/api/http'
import { queryAreas } from '../../../src/api/endpoints/catalogue'
import { submitPartnershipEnquiry } from '../../../src/api/endpoints/partner'
import { ERROR_CODES } from '../../../src/api/contract/envelope'
import { ApiError } from '../../../src/api/errors'
import { MockDatabase } from '../../../src/mocks/db/database'
import { createMockControl } from '../../../src/mocks/control'
import { MALFORMED_BODY, listScenarios, replaceScenarios } from '../../../src/mocks/scenarios'
import {
  SLOW_DEFAULT_MS,
  TIMEOUT_CLIENT_DEFAULT_MS,
  formatMockParam,
  formatScenario,
  parseMockParam,
  takeMockParam,
} from '../../../src/mocks/scenariosGrammar'
import { mockApi } from '../../support/mockApi'
import { setMockScenarios } from '../../support/scenarios'

const AREAS = '/v1/query/areas'
const ORDERS = '/v3/query/orders'

/** A raw POST, to see exactly what the mock answers before the client reshapes it. */
const rawPost = (path: string) => fetch(`http://127.0.0.1${path}`, { method: 'POST', body: '{}' })

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('the ?mock= grammar', () => {
  it('reads every fault, for every endpoint or one path', () => {
    expect(parseMockParam('500')).toEqual({ scenarios: [{ fault: '500' }], errors: [] })
    expect(parseMockParam('timeout@/v3/query/orders').scenarios).toEqual([
      { fault: 'timeout', path: ORDERS },
    ])
    expect(parseMockParam('network,malformed@/v1/query/areas').scenarios).toEqual([
      { fault: 'network' },
      { fault: 'malformed', path: AREAS },
    ])
    expect(parseMockParam('10029@/v1/guest/login').scenarios).toEqual([
      { fault: '10029', path: '/v1/guest/login' },
    ])
    expect(parseMockParam('RT_NOBEL_ERROR_10031').scenarios).toEqual([{ fault: '10031' }])
    expect(parseMockParam(' NETWORK ').scenarios).toEqual([{ fault: 'network' }])
  })

  it('gives slow a default or a chosen delay, and reads once', () => {
    expect(parseMockParam('slow').scenarios).toEqual([{ fault: 'slow', delayMs: SLOW_DEFAULT_MS }])
    expect(parseMockParam('once:slow:5000@/v3/query/orders').scenarios).toEqual([
      { fault: 'slow', delayMs: 5000, path: ORDERS, once: true },
    ])
  })

  it('reads after: for the faults that lose an answer, and refuses it for the others', () => {
    expect(parseMockParam('after:network@/v1.1/execute/payment').scenarios).toEqual([
      { fault: 'network', path: '/v1.1/execute/payment', after: true },
    ])
    expect(parseMockParam('once:after:timeout:2000').scenarios).toEqual([
      { fault: 'timeout', delayMs: 2000, once: true, after: true },
    ])
    expect(formatScenario({ fault: '500', after: true, once: true, path: ORDERS })).toBe(
      'once:after:500@/v3/query/orders',
    )
    expect(parseMockParam('after:slow').errors).toEqual([
      '"after:slow": only network, timeout, 500, malformed can strike after the handler',
    ])
    expect(parseMockParam('after:10031').errors).toHaveLength(1)
  })

  it('gives timeout the usual client timeout or a chosen one', () => {
    expect(parseMockParam('timeout').scenarios).toEqual([{ fault: 'timeout' }])
    expect(parseMockParam('timeout:1500@/v3/query/orders').scenarios).toEqual([
      { fault: 'timeout', delayMs: 1500, path: ORDERS },
    ])
    expect(parseMockParam('timeout:0').errors[0]).toMatch(/whole milliseconds/)
  })

  it('lets a later rule for the same target replace an earlier one', () => {
    expect(parseMockParam('500,network@/v3/query/orders,timeout').scenarios).toEqual([
      { fault: 'timeout' },
      { fault: 'network', path: ORDERS },
    ])
  })

  it('reads off, none and an empty value as "no scenario"', () => {
    for (const value of ['off', 'none', '', 'OFF']) {
      expect(parseMockParam(value)).toEqual({ scenarios: [], errors: [] })
    }
  })

  it('names every rule it cannot read', () => {
    const { errors } = parseMockParam(
      '404,500:20,slow:fast,slow:0,network@v3/query/orders,timeout@/v3/query/order',
      [ORDERS],
    )
    expect(errors).toHaveLength(6)
    expect(errors[0]).toMatch(/unknown fault "404"/)
    expect(errors[1]).toMatch(/only slow and timeout take milliseconds/)
    expect(errors[2]).toMatch(/whole milliseconds/)
    expect(errors[3]).toMatch(/whole milliseconds/)
    expect(errors[4]).toMatch(/must start with "\/"/)
    expect(errors[5]).toMatch(/no API path \/v3\/query\/order$/)
  })

  it('writes back what it reads', () => {
    for (const rule of [
      '500',
      'once:timeout@/v3/query/orders',
      'slow',
      'slow:750@/v1/x',
      'timeout:1500@/v3/query/orders',
      '10031',
    ]) {
      expect(formatScenario(parseMockParam(rule).scenarios[0]!)).toBe(rule)
    }
    expect(formatMockParam([])).toBe('off')
    expect(formatMockParam([{ fault: '500' }, { fault: 'network', path: ORDERS }])).toBe(
      '500,network@/v3/query/orders',
    )
  })

  it('takes the parameter out of the address and keeps the rest', () => {
    expect(
      takeMockParam('https://shop.example/ja/orders?tab=PAST&mock=500@/v3/query/orders#x'),
    ).toEqual({
      value: '500@/v3/query/orders',
      href: 'https://shop.example/ja/orders?tab=PAST#x',
    })
    expect(takeMockParam('https://shop.example/?a=1')).toEqual({
      value: null,
      href: 'https://shop.example/?a=1',
    })
  })
})

describe('fault injection in the mock API', () => {
  beforeEach(() => {
    configureHttp({ getClientId: () => 'scenario-client' })
  })
  afterEach(() => setHttpTimeout(null))

  it('answers normally with no scenario', async () => {
    expect((await queryAreas()).length).toBeGreaterThan(0)
  })

  it('answers HTTP 500 on every endpoint, which the client reads as the network error', async () => {
    setMockScenarios('500')
    const response = await rawPost(ORDERS)
    expect(response.status).toBe(500)
    expect((await rejection(queryAreas())).isNetworkError).toBe(true)
  })

  it('fails only the chosen path, and a path scenario beats the every-endpoint one', async () => {
    setMockScenarios('500@/v3/query/orders')
    expect((await rawPost(ORDERS)).status).toBe(500)
    expect((await queryAreas()).length).toBeGreaterThan(0)

    setMockScenarios('500,slow:1@/v1/query/areas')
    expect((await queryAreas()).length).toBeGreaterThan(0)
    expect((await rawPost(ORDERS)).status).toBe(500)
  })

  it('drops the connection for a network failure', async () => {
    setMockScenarios('network@/v1/query/areas')
    await expect(rawPost(AREAS)).rejects.toThrow(TypeError)
    expect((await rejection(queryAreas())).isNetworkError).toBe(true)
  })

  it('sends a broken body with HTTP 200 for malformed JSON', async () => {
    setMockScenarios('malformed')
    const response = await rawPost(AREAS)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(MALFORMED_BODY)
    expect((await rejection(queryAreas())).isNetworkError).toBe(true)
  })

  it('answers the envelope errors RT_NOBEL_ERROR_10029 and RT_NOBEL_ERROR_10031', async () => {
    setMockScenarios('10029')
    expect(await rejection(queryAreas())).toMatchObject({
      code: ERROR_CODES.recaptchaRequired,
      msg: 'Please tick the box to show you are not a robot',
    })
    setMockScenarios('10031@/v1/query/areas')
    expect(await rejection(queryAreas())).toMatchObject({
      code: ERROR_CODES.paymentUnavailable,
      msg: 'Payment is unavailable, please contact customer service.',
    })
  })

  it('delays a slow answer by the fixed delay and still answers it', async () => {
    setMockScenarios('slow:250')
    const started = performance.now()
    expect((await queryAreas()).length).toBeGreaterThan(0)
    expect(performance.now() - started).toBeGreaterThanOrEqual(240)
  })

  it('holds a timeout past the client timeout, and asks the client for a shorter one', async () => {
    expect(mockApi.control.clientTimeoutMs()).toBeNull()
    setMockScenarios('timeout@/v1/query/areas')
    expect(mockApi.control.clientTimeoutMs()).toBe(TIMEOUT_CLIENT_DEFAULT_MS)
    setHttpTimeout(200)
    const started = performance.now()
    expect((await rejection(queryAreas())).isNetworkError).toBe(true)
    expect(performance.now() - started).toBeGreaterThanOrEqual(190)
  })

  it('asks for the shortest client timeout that an active timeout scenario names', () => {
    setMockScenarios('timeout:1500@/v1/query/areas,timeout@/v3/query/orders')
    expect(mockApi.control.clientTimeoutMs()).toBe(1500)
    mockApi.control.setScenario({ fault: 'timeout', path: AREAS, delayMs: 800 })
    expect(mockApi.control.clientTimeoutMs()).toBe(800)
    setMockScenarios('timeout@/v3/query/orders')
    expect(mockApi.control.clientTimeoutMs()).toBe(TIMEOUT_CLIENT_DEFAULT_MS)
  })

  it('uses a once scenario up on the first matching request', async () => {
    setMockScenarios('once:500@/v1/query/areas')
    expect((await rejection(queryAreas())).isNetworkError).toBe(true)
    expect(mockApi.control.scenarios()).toEqual([])
    expect((await queryAreas()).length).toBeGreaterThan(0)
  })

  it('after: does the work, then loses the answer (QA\'s "done, but the answer was lost")', async () => {
    setMockScenarios('after:network@/v1/partnership/contactUs')
    const before = mockApi.db.data.partnershipEnquiries.length
    const lost = await rejection(
      submitPartnershipEnquiry({
        name: 'Ada Lovelace',
        company: 'Analytical Travel',
        email: 'ada@example.com',
        country: 'GB',
        website: '',
        monthlyTravellers: '1K_10K',
        message: 'We send engineers abroad every month and want eSIMs for them.',
      }),
    )
    expect(lost.isNetworkError).toBe(true)
    // The enquiry was taken: only its answer never came back.
    expect(mockApi.db.data.partnershipEnquiries.length).toBe(before + 1)
    setMockScenarios('once:after:500@/v1/query/areas')
    expect((await rejection(queryAreas())).isNetworkError).toBe(true)
    expect(mockApi.control.scenarios()).toEqual([])
  })

  it('keeps a copy of the database in step with what another tab wrote to the same storage', () => {
    const storage = new Map<string, string>()
    const shared = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as Storage
    const tabA = new MockDatabase(shared)
    const tabB = new MockDatabase(shared)
    tabA.data.balancesUsd['a@example.com'] = 25
    tabA.save()
    expect(tabB.data.balancesUsd['a@example.com']).toBeUndefined()
    let heard = 0
    tabB.onChange(() => (heard += 1))
    expect(tabB.sync()).toBe(true)
    expect(tabB.data.balancesUsd['a@example.com']).toBe(25)
    expect(heard).toBe(1)
    // Nothing new: no reload, no notice.
    expect(tabB.sync()).toBe(false)
    tabB.data.balancesUsd['a@example.com'] = 12.02
    tabB.save()
    expect(tabA.sync()).toBe(true)
    expect(tabA.data.balancesUsd['a@example.com']).toBe(12.02)
  })

  it('knows every path the mock answers', () => {
    const paths = mockApi.control.apiPaths()
    expect(paths).toContain(ORDERS)
    expect(paths).toContain(AREAS)
    expect(paths).toEqual([...paths].sort())
  })

  it('sets, replaces and clears scenarios through the control', () => {
    const { control } = mockApi
    control.setScenario({ fault: '500' })
    control.setScenario({ fault: 'slow', path: ORDERS })
    control.setScenario({ fault: 'network' })
    expect(control.scenarios()).toEqual([
      { fault: 'network' },
      { fault: 'slow', path: ORDERS, delayMs: SLOW_DEFAULT_MS },
    ])
    expect(control.scenarioParam()).toBe('network,slow@/v3/query/orders')
    control.clearScenario()
    expect(control.scenarios()).toEqual([{ fault: 'slow', path: ORDERS, delayMs: SLOW_DEFAULT_MS }])
    control.clearScenarios()
    expect(control.scenarioParam()).toBe('off')
  })

  it('keeps scenarios with the database across a reload, and a reset clears them', () => {
    const storage = new Map<string, string>()
    const fakeStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as Storage
    const first = new MockDatabase(fakeStorage)
    replaceScenarios(first, [{ fault: 'timeout', path: ORDERS }])
    const reloaded = new MockDatabase(fakeStorage)
    expect(listScenarios(reloaded)).toEqual([{ fault: 'timeout', path: ORDERS }])
    createMockControl(reloaded).reset()
    expect(listScenarios(reloaded)).toEqual([])
  })

  it('reads a database saved before scenarios existed as having none', () => {
    delete mockApi.db.data.settings.scenarios
    expect(mockApi.control.scenarios()).toEqual([])
  })
})

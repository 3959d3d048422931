import { API } from '../../../src/api/contract/routes'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NETWORK_ERROR_STATUS } from '../../../src/api/errors'

/**
 * http.ts loads axios and the request signing on the first request (issue 8's JavaScript
 * budget). When that load fails (offline, a replaced deployment), the request fails like any
 * network failure, reads ask again, and the next request loads it afresh.
 */
afterEach(() => {
  vi.doUnmock('../../../src/api/axiosClient')
  vi.resetModules()
})

async function httpWithFlakyClient(failures: number) {
  vi.resetModules()
  let loads = 0
  vi.doMock('../../../src/api/axiosClient', async (importOriginal) => {
    loads += 1
    if (loads <= failures) throw new TypeError('Failed to fetch dynamically imported module')
    return importOriginal()
  })
  const http = await import('../../../src/api/http')
  http.setReadRetry(null)
  return { http, loads: () => loads }
}

describe('the lazily loaded HTTP client', () => {
  it('turns a failed load into the SPEC 8 network error, then loads again next time', async () => {
    const { http, loads } = await httpWithFlakyClient(1)
    await expect(http.post(API.banners, {})).rejects.toMatchObject({
      status: NETWORK_ERROR_STATUS,
      msg: 'Network error',
    })
    vi.resetModules() // a module that failed to load is not cached, as in the browser
    await expect(http.post(API.banners, {})).resolves.toBeDefined()
    expect(loads()).toBe(2)
  })

  it('lets a read retry through a failed load', async () => {
    const { http } = await httpWithFlakyClient(1)
    const policy = { retries: 1, baseDelayMs: 1, maxDelayMs: 1, budgetMs: 1_000 }
    await expect(http.post(API.banners, {}, { retry: policy })).resolves.toBeDefined()
  })

  it('creates one client for concurrent first requests', async () => {
    const { http, loads } = await httpWithFlakyClient(0)
    const [first, second] = await Promise.all([http.getHttp(), http.getHttp()])
    expect(first).toBe(second)
    expect(loads()).toBe(1)
  })
})

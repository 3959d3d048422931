import { describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { AxiosError, AxiosHeaders, CanceledError } from 'axios'
import {
  backoffDelay,
  isReadPath,
  READ_RETRY,
  withRetry,
  type RetryRuntime,
} from '../../../src/api/retry'
import { isTransientFailure } from '../../../src/api/transientFailure'

function fakeRuntime(overrides: Partial<RetryRuntime> = {}) {
  let clock = 0
  const sleeps: number[] = []
  const runtime: RetryRuntime = {
    sleep: async (ms) => {
      sleeps.push(ms)
      clock += ms
    },
    now: () => clock,
    random: () => 1,
    isOffline: () => false,
    ...overrides,
  }
  return { runtime, sleeps, advance: (ms: number) => (clock += ms) }
}

const axiosFailure = (code: string | undefined, status?: number) =>
  new AxiosError(
    'failed',
    code,
    undefined,
    undefined,
    status === undefined
      ? undefined
      : { status, statusText: '', headers: {}, config: { headers: new AxiosHeaders() }, data: '' },
  )

describe('backoffDelay', () => {
  const policy = { baseDelayMs: 400, maxDelayMs: 3000 }

  it('doubles from the base and stops at the cap (no jitter at random = 1)', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, policy, () => 1))).toEqual([
      400, 800, 1600, 3000, 3000,
    ])
  })

  it('keeps at least half of the pause at the lowest jitter', () => {
    expect(backoffDelay(2, policy, () => 0)).toBe(400)
  })

  it('stays between half and all of the capped exponential pause', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 60_000 }),
        (attempt, random, base, max) => {
          const delay = backoffDelay(attempt, { baseDelayMs: base, maxDelayMs: max }, () => random)
          const capped = Math.min(max, base * 2 ** (attempt - 1))
          expect(delay).toBeGreaterThanOrEqual(Math.floor(capped / 2))
          expect(delay).toBeLessThanOrEqual(Math.ceil(capped))
        },
      ),
    )
  })

  it('never shrinks from one attempt to the next at the same jitter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.double({ min: 0, max: 1 }), (n, r) => {
        expect(backoffDelay(n + 1, policy, () => r)).toBeGreaterThanOrEqual(
          backoffDelay(n, policy, () => r),
        )
      }),
    )
  })
})

describe('isTransientFailure', () => {
  it('is true for no answer, timeouts and 5xx', () => {
    expect(isTransientFailure(axiosFailure(AxiosError.ERR_NETWORK))).toBe(true)
    expect(isTransientFailure(axiosFailure(AxiosError.ECONNABORTED))).toBe(true)
    expect(isTransientFailure(axiosFailure(AxiosError.ETIMEDOUT))).toBe(true)
    expect(isTransientFailure(axiosFailure(AxiosError.ERR_BAD_RESPONSE, 500))).toBe(true)
    expect(isTransientFailure(axiosFailure(AxiosError.ERR_BAD_RESPONSE, 503))).toBe(true)
  })

  it('is false for answers the server meant, cancellations and other errors', () => {
    expect(isTransientFailure(axiosFailure(AxiosError.ERR_BAD_REQUEST, 404))).toBe(false)
    expect(isTransientFailure(axiosFailure(AxiosError.ERR_BAD_REQUEST, 429))).toBe(false)
    expect(isTransientFailure(axiosFailure(undefined, 201))).toBe(false)
    expect(isTransientFailure(new CanceledError())).toBe(false)
    expect(isTransientFailure(new Error('boom'))).toBe(false)
  })
})

describe('isReadPath', () => {
  it.each([
    '/v1/query/areas',
    '/v2/search/areas',
    '/v3/query/package',
    '/v1.1/query/user-info',
    '/v3/query/orders',
    '/v2/query/transactions?pageNum=1&pageSize=10',
    '/v1/data/query/topup-order',
    '/v1.1/query/payment-status',
    '/api/v1/area-ai-suggestion-detail/query',
    '/v1/dialog/show/list',
    '/v1/load/resource',
    '/v2/isRedeemedByRedeemType',
  ])('reads: %s', (path) => expect(isReadPath(path)).toBe(true))

  it.each([
    '/v1.1/execute/payment',
    '/v1.1/setup/payment',
    '/v1.1/payOrder/confirm',
    '/v1.1/execute/topup/payment',
    '/v1.1/data/create/topup-order',
    '/v1/refund/order',
    '/v2/submit/redeem',
    '/v1/user/login',
    '/v1/send/verify-code',
    '/v2/create/dataPlanOrderReviewed',
    '/v1/partnership/contactUs',
    '/allianceApi/v3/open/queryMerchantInviteLink',
    '/v1/unknown',
  ])('writes (sent once): %s', (path) => expect(isReadPath(path)).toBe(false))
})

describe('withRetry', () => {
  const transient = () => true

  it('asks again after growing pauses and returns the first success', async () => {
    const { runtime, sleeps } = fakeRuntime()
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('1'))
      .mockRejectedValueOnce(new Error('2'))
      .mockResolvedValue('ok')
    await expect(withRetry(attempt, READ_RETRY, transient, runtime)).resolves.toBe('ok')
    expect(attempt).toHaveBeenCalledTimes(3)
    expect(sleeps).toEqual([400, 800])
  })

  it('gives up after the last retry with the last error', async () => {
    const { runtime } = fakeRuntime()
    let n = 0
    const attempt = vi.fn(() => Promise.reject(new Error(`failure ${++n}`)))
    await expect(withRetry(attempt, READ_RETRY, transient, runtime)).rejects.toThrow('failure 3')
    expect(attempt).toHaveBeenCalledTimes(1 + READ_RETRY.retries)
  })

  it('sends once without a policy or for a failure that is not transient', async () => {
    const { runtime, sleeps } = fakeRuntime()
    const attempt = vi.fn(() => Promise.reject(new Error('no')))
    await expect(withRetry(attempt, null, transient, runtime)).rejects.toThrow('no')
    await expect(withRetry(attempt, READ_RETRY, () => false, runtime)).rejects.toThrow('no')
    expect(attempt).toHaveBeenCalledTimes(2)
    expect(sleeps).toEqual([])
  })

  it('starts no new attempt once the time budget is spent (a long timeout)', async () => {
    const { runtime, advance } = fakeRuntime()
    const attempt = vi.fn(() => {
      advance(READ_RETRY.budgetMs)
      return Promise.reject(new Error('timeout'))
    })
    await expect(withRetry(attempt, READ_RETRY, transient, runtime)).rejects.toThrow('timeout')
    expect(attempt).toHaveBeenCalledTimes(1)
  })

  it('does not retry while offline or after the caller aborted', async () => {
    const offline = fakeRuntime({ isOffline: () => true })
    const attempt = vi.fn(() => Promise.reject(new Error('offline')))
    await expect(withRetry(attempt, READ_RETRY, transient, offline.runtime)).rejects.toThrow()
    expect(attempt).toHaveBeenCalledTimes(1)

    const controller = new AbortController()
    const aborting = fakeRuntime({ sleep: async () => controller.abort() })
    const second = vi.fn(() => Promise.reject(new Error('aborted')))
    await expect(
      withRetry(second, READ_RETRY, transient, aborting.runtime, controller.signal),
    ).rejects.toThrow('aborted')
    expect(second).toHaveBeenCalledTimes(1)
  })
})

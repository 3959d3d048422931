import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configureHttp, post, setHttpTimeout, setReadRetry } from '../../../src/api/http'
import { API, type ApiName } from '../../../src/api/contract/routes'
import { REQUEST_EXAMPLES } from '../../../src/api/contract/examples'
import { ApiError } from '../../../src/api/errors'
import { setMockScenarios } from '../../support/scenarios'
import { signedIn } from '../../support/session'

/**
 * The other half of the browser's fault matrix (tests/e2e/fault-matrix.spec.ts). There, every
 * journey meets a dropped connection in the browser, and HTTP 500, a timeout and malformed JSON
 * once each. That is enough because the page never sees which of the four it was: the client
 * turns each into the same SPEC 8 network error. This checks that promise for every path the
 * matrix's journeys call: under each fault the call fails exactly as it does with the
 * connection dropped, and once the fault is cleared the same call gets the server's own answer.
 */
const JOURNEY_PATHS: readonly ApiName[] = [
  'searchAreas',
  'login',
  'anonymousLogin',
  'setupPayment',
  'orders',
  'setupTopup',
  'redeem',
]
const FAULTS = ['500', 'timeout', 'malformed'] as const

/** What a page can read of an error: the thunks pass exactly these on (serializeApiError). */
async function failure(name: ApiName): Promise<Partial<ApiError> | 'answered'> {
  const body = (REQUEST_EXAMPLES as Record<string, unknown>)[name] ?? {}
  try {
    await post(API[name], body as never)
    return 'answered'
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    const { status, code, msg, isNetworkError } = error as ApiError
    return { status, code, msg, isNetworkError }
  }
}

describe('every fault the QA lab injects reaches the page as the one network error', () => {
  beforeEach(() => {
    const session = signedIn('accountLogin')
    configureHttp({
      getToken: () => session.token,
      getEmail: () => session.email,
      getClientId: () => 'fault-kinds',
    })
    // Reads retry (as in the browser), quickly; a timeout gives up after 150 ms a try.
    setReadRetry({ retries: 2, baseDelayMs: 1, maxDelayMs: 2, budgetMs: 10_000 })
    setHttpTimeout(150)
  })
  afterEach(() => {
    setReadRetry(null)
    setHttpTimeout(null)
  })

  for (const name of JOURNEY_PATHS) {
    it(`${name} (${API[name].path})`, async () => {
      setMockScenarios(`network@${API[name].path}`)
      const dropped = await failure(name)
      expect(dropped).toMatchObject({ isNetworkError: true })

      for (const fault of FAULTS) {
        setMockScenarios(`${fault}@${API[name].path}`)
        expect(await failure(name), fault).toEqual(dropped)
      }

      // The fault, not the request, made it fail: cleared, the server answers (a success or
      // its own refusal), never the network error.
      setMockScenarios('off')
      const answered = await failure(name)
      if (answered !== 'answered') expect(answered.isNetworkError).toBe(false)
    })
  }
})

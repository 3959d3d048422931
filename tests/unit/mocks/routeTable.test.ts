import { MOCK_PROVIDER_ANSWER } from '../../../src/api/contract/mockControl'
import { describe, expect, it } from 'vitest'
import { API, type ApiRoute } from '../../../src/api/contract/routes'
import { post } from '../../../src/api/http'
import { mockApi } from '../../support/mockApi'
import { signedIn } from '../../support/session'
import { client, wireAccountClient } from './accountSupport'
import { refused } from './failureSupport'

wireAccountClient()

const routes = Object.entries(API) as [string, ApiRoute][]
const behindToken = routes.filter(
  ([, route]) => route.access === 'session' || route.access === 'account',
)
const accountOnly = routes.filter(([, route]) => route.access === 'account')

/** A call with an empty body: the access check comes before anything reads the body. */
const callEmpty = (route: ApiRoute) => post(route, {} as never, { retry: false })

describe('the route table (src/api/contract/routes.ts)', () => {
  it('names each path once', () => {
    const paths = routes.map(([, route]) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('is what the mock answers: a handler for every path, and none outside the table', () => {
    // Besides the store's API, the mock plays the payment provider's page (MOCK_PROVIDER_ANSWER).
    expect([...mockApi.control.apiPaths()].sort()).toEqual(
      [...routes.map(([, route]) => route.path), MOCK_PROVIDER_ANSWER.path].sort(),
    )
  })

  it.each(behindToken)('%s asks a caller without a token to sign in', async (_, route) => {
    await expect(callEmpty(route)).rejects.toMatchObject(refused('signInAgain'))
  })

  it.each(accountOnly)('%s refuses a guest session', async (_, route) => {
    const guest = signedIn('guestLogin')
    Object.assign(client, { token: guest.token, email: guest.email })
    await expect(callEmpty(route)).rejects.toMatchObject(refused('needsAccount'))
  })
})

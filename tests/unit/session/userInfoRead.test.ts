import { describe, expect, it } from 'vitest'
import { http } from 'msw'
import { makeStore } from '../../../src/app/store'
import { wireHttp } from '../../../src/app/wireHttp'
import { fetchUserInfo } from '../../../src/features/session/authThunks'
import { initialSessionState } from '../../../src/features/session/sessionSlice'
import { mockApi } from '../../support/mockApi'
import { signedIn } from '../../support/session'

function storeFor(session: ReturnType<typeof signedIn>) {
  return makeStore({
    session: {
      ...initialSessionState,
      token: session.token,
      email: session.email,
      loginType: 'accountLogin',
    },
  })
}

/**
 * "One read per token at a time" belongs to a store. Kept in a module variable, a read left
 * hanging by one store (a page torn down mid-request) stopped every later store with the same
 * token from reading at all, and its balance loaded for ever.
 */
describe('reading the user info', () => {
  it('is not held back by a read of another store that never answers', async () => {
    const session = signedIn('accountLogin')
    mockApi.db.data.balancesUsd[session.email] = 7.25
    let answerFirst: () => void = () => {}
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve))
    mockApi.server.use(
      http.post(
        '*/v1.1/query/user-info',
        // Nothing returned: the mock's own handler answers, once the test lets it.
        async () => {
          await firstAnswered
        },
        { once: true },
      ),
    )

    const abandoned = storeFor(session)
    wireHttp(abandoned)
    const hanging = abandoned.dispatch(fetchUserInfo())

    const current = storeFor(session)
    wireHttp(current)
    await current.dispatch(fetchUserInfo())
    expect(current.getState().session.userInfo).toMatchObject({ balanceUsd: 7.25 })

    answerFirst()
    await hanging
  })

  it('asks once while a read of the same store is on its way', async () => {
    const session = signedIn('accountLogin')
    let reads = 0
    mockApi.server.use(
      http.post('*/v1.1/query/user-info', () => {
        reads += 1
      }),
    )
    const store = storeFor(session)
    wireHttp(store)
    await Promise.all([store.dispatch(fetchUserInfo()), store.dispatch(fetchUserInfo())])
    expect(reads).toBe(1)
    expect(store.getState().session.userInfo).toMatchObject({ email: session.email })
    expect(store.getState().session.userInfoReadFor).toBe('')
  })
})

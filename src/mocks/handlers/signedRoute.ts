import { http } from 'msw'
import { ERROR_CODES } from '../../api/contract/envelope'
import type { MockDatabase } from '../db/database'
import { fail, simulateLatency, type MockOptions } from '../respond'
import { isRejection, verifyRequest } from '../verify'

export type SessionInfo = MockDatabase['data']['sessions'][string]
type Access = 'public' | 'session' | 'account'

/**
 * The gateway every handler sits behind: latency, signature, and for protected paths a valid
 * token (any session, or an account session only).
 */
export function signedRoute(db: MockDatabase, options: MockOptions) {
  return function route<Body>(
    path: string,
    access: Access,
    handle: (body: Body, session: SessionInfo | null) => Response,
  ) {
    return http.post(`*${path}`, async ({ request }) => {
      await simulateLatency(options)
      const verified = await verifyRequest<Body>(request, options.signingKey)
      if (isRejection(verified)) return verified.rejected
      if (access === 'public') return handle(verified.body, null)
      const session = verified.token ? db.data.sessions[verified.token] : undefined
      if (!session) return fail(ERROR_CODES.unauthorized, 'Please sign in again')
      if (access === 'account' && session.loginType !== 'accountLogin') {
        return fail(ERROR_CODES.unauthorized, 'This needs an account login')
      }
      return handle(verified.body, session)
    })
  }
}

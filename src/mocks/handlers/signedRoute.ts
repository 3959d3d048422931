import { http } from 'msw'
import type { MockDatabase, SessionInfo } from '../db/database'
import { fail, simulateLatency, withClientCountry, type MockOptions } from '../respond'
import { activeSession } from '../db/accounts'
import { isRejection, requestLang, verifyRequest } from '../verify'
import { injectFault, registerApiPath } from '../scenarios'

/** 'optional': public, but a valid token's session is passed on (e.g. top-up by ICCID). */
type Access = 'public' | 'optional' | 'session' | 'account'

/** What a handler may read from the request besides the body: texts follow the lang header. */
export interface RequestContext {
  lang: string
  /** The request URL, for the few paths that page through the query string (transactions). */
  url: URL
}

/**
 * The gateway every handler sits behind: latency, QA's fault scenarios, signature, and for
 * protected paths a valid token (any session, or an account session only).
 */
export function signedRoute(db: MockDatabase, options: MockOptions) {
  return function route<Body>(
    path: string,
    access: Access,
    handle: (body: Body, session: SessionInfo | null, context: RequestContext) => Response,
  ) {
    const answer = async (request: Request): Promise<Response> => {
      const verified = await verifyRequest<Body>(request, options.signingKey)
      if (isRejection(verified)) return verified.rejected
      const context: RequestContext = {
        lang: requestLang(request),
        url: new URL(request.url),
      }
      if (access === 'public') return handle(verified.body, null, context)
      if (access === 'optional') {
        return handle(verified.body, activeSession(db, verified.token), context)
      }
      // Unknown, forged and expired (JWT exp) tokens all read as "no session".
      const session = activeSession(db, verified.token)
      if (!session) return fail('signInAgain', context.lang)
      if (access === 'account' && session.loginType !== 'accountLogin') {
        return fail('needsAccount', context.lang)
      }
      return handle(verified.body, session, context)
    }
    registerApiPath(db, path)
    return http.post(`*${path}`, async ({ request }) => {
      await simulateLatency(options)
      const fault = await injectFault(db, path, request)
      // A network failure (Response.error()) has immutable headers and reaches no CDN anyway.
      if (fault?.type === 'error') return fault
      // Refusals too: a CDN stamps the viewer country before any application code runs.
      return withClientCountry(fault ?? (await answer(request)), db.data.settings.visitorCountry)
    })
  }
}

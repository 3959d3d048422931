import { http } from 'msw'
import type { MockDatabase, SessionInfo } from '../db/database'
import type { Access, ApiRoute, RequestOf, ResponseOf } from '../../api/contract/routes'
import type { EnvelopeFields } from '../../api/contract/envelope'
import { fail, simulateLatency, withClientCountry, type MockOptions, type Reply } from '../respond'
import { activeSession } from '../db/accounts'
import { isRejection, requestLang, verifyRequest } from '../verify'
import { injectFault, loseAnswer, registerApiPath } from '../scenarios'
import { invalidFields } from '../requestSchema'

/** What a handler is given as the caller's session, by the route's access (routes.ts). */
export type SessionFor<A extends Access> = A extends 'session' | 'account'
  ? SessionInfo
  : A extends 'optional'
    ? SessionInfo | null
    : null

/** A route's request as it arrives: with the fields the client adds to every body. */
export type SentBody<R> = RequestOf<R> & EnvelopeFields

/** What a handler may read from the request besides the body: texts follow the lang header. */
export interface RequestContext {
  lang: string
  /** The request URL, for the few paths that page through the query string (transactions). */
  url: URL
  /** The token sent, '' for none: sign-out ends it, a password change all but it. */
  token: string
}

/**
 * The route's path on any origin, and nothing else: not under another path (`/anything/v1/…`),
 * which a `*` prefix let through (issue 35.8). Matched against the URL without its query.
 */
export function exactPath(path: string): RegExp {
  return new RegExp(
    `^[a-z][a-z0-9+.-]*://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    'i',
  )
}

/**
 * The gateway every handler sits behind: latency, QA's fault scenarios, signature, and the
 * access its route declares (src/api/contract/routes.ts): for protected paths a valid token
 * (any session, or an account session only), then the body's fields against the API document
 * (requestSchema.ts). A handler of a protected path is given the session, never null, and a body
 * whose fields have the route's types.
 */
export function signedRoute(db: MockDatabase, options: MockOptions) {
  return function route<R extends ApiRoute>(
    api: R,
    handle: (
      body: SentBody<R>,
      session: SessionFor<R['access']>,
      context: RequestContext,
    ) => Reply<ResponseOf<R>>,
  ) {
    const { path, access } = api
    const given = (session: SessionInfo | null) => session as SessionFor<R['access']>
    const answer = async (request: Request): Promise<Response> => {
      const verified = await verifyRequest<SentBody<R>>(
        request,
        options.signingKey,
        db.seenRequests,
      )
      if (isRejection(verified)) return verified.rejected
      const context: RequestContext = {
        lang: requestLang(request),
        url: new URL(request.url),
        token: verified.token,
      }
      // The latest data of every tab, read just before the (synchronous) handler runs and saves.
      db.sync()
      const run = (session: SessionInfo | null) => {
        const wrong = invalidFields(path, verified.body)
        if (wrong) return fail('invalidFields', context.lang, { fields: wrong.join(', ') })
        return handle(verified.body, given(session), context)
      }
      if (access === 'public') return run(null)
      if (access === 'optional') return run(activeSession(db, verified.token))
      // Unknown, forged and expired (JWT exp) tokens all read as "no session".
      const session = activeSession(db, verified.token)
      if (!session) return fail('signInAgain', context.lang)
      if (access === 'account' && session.loginType !== 'accountLogin') {
        return fail('needsAccount', context.lang)
      }
      return run(session)
    }
    registerApiPath(db, path)
    return http.post(exactPath(path), async ({ request }) => {
      await simulateLatency(options)
      db.sync()
      const fault = await injectFault(db, path, request)
      const answered = fault ?? (await answer(request))
      // QA's "done, but the answer was lost": the handler's work stands, its answer does not.
      const response = fault ? answered : ((await loseAnswer(db, path, request)) ?? answered)
      // A network failure (Response.error()) has immutable headers and reaches no CDN anyway.
      if (response.type === 'error') return response
      // Refusals too: a CDN stamps the viewer country before any application code runs.
      return withClientCountry(response, db.data.settings.visitorCountry)
    })
  }
}

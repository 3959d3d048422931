import { HttpResponse } from 'msw'
import { HEADERS } from '../api/contract/envelope'
import { signBody } from '../shared/lib/signature'
import { failureEnvelope } from './failures'
import { fail } from './respond'
import type { SeenRequests } from './requestWindow'

export interface VerifiedRequest<Body> {
  body: Body
  token: string
}

type Rejection = { rejected: Response }

/**
 * What a real gateway checks before a handler runs: a JSON body with meta and clientId, a
 * signature that matches the exact body bytes, and a request time inside the window that this
 * client has not sent with this requestId before (requestWindow.ts).
 */
export async function verifyRequest<Body>(
  request: Request,
  signingKey: string,
  /** Our API's window against replays; the third-party affiliate service has none. */
  seen?: SeenRequests,
): Promise<VerifiedRequest<Body> | Rejection> {
  const lang = requestLang(request)
  let text = ''
  if (request.method !== 'GET') {
    try {
      // Strict: invalid UTF-8 is no request, rather than text with U+FFFD that a signature
      // could then be made for (issue 35.8).
      text = new TextDecoder('utf-8', { fatal: true }).decode(await request.arrayBuffer())
    } catch {
      return { rejected: fail('malformedJson', lang) }
    }
  }
  const signature = request.headers.get(HEADERS.signature) ?? ''
  if (signature !== signBody(text, signingKey)) {
    return { rejected: fail('badSignature', lang) }
  }
  let body: Record<string, unknown> = {}
  if (text) {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return { rejected: fail('malformedJson', lang) }
    }
    // null, an array or a bare value is valid JSON but no request: it has no meta either.
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { rejected: fail('missingMeta', lang) }
    }
    body = parsed as Record<string, unknown>
    const meta = body.meta as { currentTime?: unknown; requestId?: unknown } | undefined
    if (
      typeof meta?.currentTime !== 'number' ||
      typeof meta.requestId !== 'string' ||
      typeof body.clientId !== 'string'
    ) {
      return { rejected: fail('missingMeta', lang) }
    }
    const now = Date.now()
    const refusal = seen?.admit(body.clientId, meta.requestId, meta.currentTime, now)
    // The server's time goes with "expired", so a client whose clock is off can ask again.
    if (refusal === 'requestExpired') {
      return {
        rejected: HttpResponse.json(failureEnvelope(refusal, lang, undefined, { serverTime: now })),
      }
    }
    if (refusal) return { rejected: fail(refusal, lang) }
  }
  return { body: body as Body, token: request.headers.get(HEADERS.token) ?? '' }
}

/** The language a request asks its texts in (the `lang` header); English when it names none. */
export function requestLang(request: Request): string {
  return request.headers.get(HEADERS.lang) || 'en'
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && 'rejected' in value
}

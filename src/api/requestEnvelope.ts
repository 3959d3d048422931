import type { EnvelopeFields } from './contract/envelope'
import { requestIdFor } from '../shared/lib/signature'

/** Adds meta and clientId to a body (SPEC 7.1); the caller's fields win over nothing. */
export function withEnvelope(
  body: Record<string, unknown> | undefined,
  clientId: string,
  email: string,
  now: number,
): Record<string, unknown> & EnvelopeFields {
  return {
    ...(body ?? {}),
    meta: { currentTime: now, requestId: requestIdFor(now, email) },
    clientId,
  }
}

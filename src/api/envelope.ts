import type { ApiEnvelope, EnvelopeFields } from './contract/envelope'
import { requestIdFor } from '../shared/lib/signature'
import { ApiError } from './errors'

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

export function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value && 'code' in value
}

/** Success is code 200 with success true; anything else surfaces the server's msg. */
export function unwrap<T>(envelope: ApiEnvelope<T>): T {
  if (isSuccess(envelope)) return envelope.obj
  throw new ApiError(200, String(envelope.code), envelope.msg || '')
}

export function isSuccess(envelope: ApiEnvelope<unknown>): boolean {
  return envelope.success === true && Number(envelope.code) === 200
}

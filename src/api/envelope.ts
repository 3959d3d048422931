import type { ApiEnvelope } from './contract/envelope'
import { ApiError } from './errors'

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

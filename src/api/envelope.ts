import type { ApiEnvelope } from './contract/envelope'
import { ApiError } from './errors'

export function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value && 'code' in value
}

/** Success is code 200 with success true; anything else surfaces the server's msg. */
export function unwrap<T>(envelope: ApiEnvelope<T>): T {
  if (isSuccess(envelope)) return envelope.obj
  throw new ApiError(200, String(envelope.code), envelope.msg || '', retryAfter(envelope.obj))
}

/** A refusal that says when to ask again: obj `{ retryAfterSeconds }` (docs/api.md 1.5). */
function retryAfter(obj: unknown): number | undefined {
  if (typeof obj !== 'object' || obj === null || !('retryAfterSeconds' in obj)) return undefined
  const seconds = (obj as { retryAfterSeconds: unknown }).retryAfterSeconds
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : undefined
}

export function isSuccess(envelope: ApiEnvelope<unknown>): boolean {
  return envelope.success === true && Number(envelope.code) === 200
}

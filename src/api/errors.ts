/**
 * The one error type endpoint functions reject with. `status` -404 means the network failed
 * or the server answered other than 200 (SPEC 8); otherwise `code` and `msg` come from the server.
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly msg: string
  /** How long to wait before asking again, when the server says (docs/api.md 1.5). */
  readonly retryAfterSeconds: number | undefined

  constructor(status: number, code: string, msg: string, retryAfterSeconds?: number) {
    super(msg)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.msg = msg
    this.retryAfterSeconds = retryAfterSeconds
  }

  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR_STATUS
  }
}

export const NETWORK_ERROR_STATUS = -404
export const NETWORK_ERROR_MSG = 'Network error'

export function networkError(): ApiError {
  return new ApiError(NETWORK_ERROR_STATUS, String(NETWORK_ERROR_STATUS), NETWORK_ERROR_MSG)
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}

/** A serialisable form for Redux state (class instances do not belong in the store). */
export interface SerializedApiError {
  status: number
  code: string
  msg: string
  retryAfterSeconds?: number
}

export function serializeApiError(error: unknown): SerializedApiError {
  if (isApiError(error)) {
    const { status, code, msg, retryAfterSeconds } = error
    return retryAfterSeconds === undefined
      ? { status, code, msg }
      : { status, code, msg, retryAfterSeconds }
  }
  return {
    status: NETWORK_ERROR_STATUS,
    code: String(NETWORK_ERROR_STATUS),
    msg: NETWORK_ERROR_MSG,
  }
}

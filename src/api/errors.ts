/**
 * The one error type endpoint functions reject with. `status` -404 means the network failed
 * or the server answered other than 200 (SPEC 8); otherwise `code` and `msg` come from the server.
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly msg: string

  constructor(status: number, code: string, msg: string) {
    super(msg)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.msg = msg
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
}

export function serializeApiError(error: unknown): SerializedApiError {
  if (isApiError(error)) return { status: error.status, code: error.code, msg: error.msg }
  return {
    status: NETWORK_ERROR_STATUS,
    code: String(NETWORK_ERROR_STATUS),
    msg: NETWORK_ERROR_MSG,
  }
}

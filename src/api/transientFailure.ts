import { AxiosError, isAxiosError, isCancel } from 'axios'

const TIMEOUT_CODES = new Set([AxiosError.ECONNABORTED, AxiosError.ETIMEDOUT])

/** Failures worth asking again: no answer at all, a timeout, or a server-side (5xx) error. */
export function isTransientFailure(error: unknown): boolean {
  if (isCancel(error) || !isAxiosError(error)) return false
  if (error.code && TIMEOUT_CODES.has(error.code)) return true
  const status = error.response?.status
  if (status === undefined) return error.code === AxiosError.ERR_NETWORK || !error.response
  return status >= 500 && status <= 599
}

import axios, { type AxiosAdapter, type AxiosInstance } from 'axios'
import { installInterceptors, type RequestContext } from './interceptors'
import { isApiError, networkError, type ApiError } from './errors'
import { isTransientFailure } from './transientFailure'

/**
 * The axios instance of SPEC 7.1 with its interceptors. http.ts loads this module on the first
 * request, so axios and the request signing (crypto-js) are not part of the JavaScript a page
 * needs before it is interactive (issue 8's budget).
 */
export function createAxiosClient(
  context: RequestContext,
  timeoutMs: number,
  onTransientFailure: (failure: ApiError) => void,
  /** Only the build's renderer sets one (a cache in front of the network); browsers never do. */
  adapter?: AxiosAdapter,
): AxiosInstance {
  const instance = axios.create({
    timeout: timeoutMs,
    validateStatus: (status) => status === 200,
    ...(adapter ? { adapter } : {}),
  })
  // First in the chain, so it still sees axios' own error (status, timeout) before
  // installInterceptors turns every failure into the one 'Network error' of SPEC 8.
  instance.interceptors.response.use(undefined, (error: unknown) => {
    if (isApiError(error)) return Promise.reject(error)
    const failure = networkError()
    if (isTransientFailure(error)) onTransientFailure(failure)
    return Promise.reject(failure)
  })
  installInterceptors(instance, context)
  return instance
}

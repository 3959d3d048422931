import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios'
import type { ApiEnvelope } from './contract/envelope'
import { installInterceptors, type RequestContext } from './interceptors'
import { unwrap } from './envelope'
import { isApiError, networkError, NETWORK_ERROR_MSG, type ApiError } from './errors'
import { isReadPath, isTransientFailure, READ_RETRY, withRetry, type RetryPolicy } from './retry'
import { HTTP_TIMEOUT_MS } from '../config/constants'
import { getConfig } from '../config/runtimeConfig'

/** The one axios instance (SPEC 7.1). The app wires the context at start-up. */
let instance: AxiosInstance | null = null

const anonymousContext: RequestContext = {
  getToken: () => '',
  getEmail: () => '',
  getLocale: () => 'en',
  getClientId: () => '',
  getSigningKey: () => getConfig().signingKey,
  getBaseUrl: () => getConfig().apiBaseUrl,
}

/** SPEC 9's 60 s, unless a mock build's QA scenario shortened it (setHttpTimeout). */
let timeoutMs = HTTP_TIMEOUT_MS

/** null restores the normal timeout; applies to requests started from now on. */
export function setHttpTimeout(ms: number | null): void {
  timeoutMs = ms ?? HTTP_TIMEOUT_MS
  if (instance) instance.defaults.timeout = timeoutMs
}

export function configureHttp(context: Partial<RequestContext>): AxiosInstance {
  instance = axios.create({
    timeout: timeoutMs,
    validateStatus: (status) => status === 200,
  })
  // First in the chain, so it still sees axios' own error (status, timeout) before
  // installInterceptors turns every failure into the one 'Network error' of SPEC 8.
  instance.interceptors.response.use(undefined, (error: unknown) => {
    if (isApiError(error)) return Promise.reject(error)
    const failure = networkError()
    if (isTransientFailure(error)) transientFailures.add(failure)
    return Promise.reject(failure)
  })
  installInterceptors(instance, { ...anonymousContext, ...context })
  return instance
}

/** Failures that may go away when asked again (no answer, timeout, 5xx): see retry.ts. */
const transientFailures = new WeakSet<ApiError>()
const isTransient = (error: unknown) => isApiError(error) && transientFailures.has(error)

/**
 * Reads retry by default. Vitest's component tests script one failure at a time and assert
 * what the visitor sees, so there the default is off and tests opt in per call or here.
 */
let readRetry: RetryPolicy | null = import.meta.env.MODE === 'test' ? null : READ_RETRY

export function setReadRetry(policy: RetryPolicy | null): void {
  readRetry = policy
}

export interface RequestOptions extends AxiosRequestConfig {
  /**
   * true/a policy: retry transient failures; false: never. Unset: reads (isReadPath) retry with
   * the default policy, everything else, payments above all, is sent exactly once.
   */
  retry?: boolean | RetryPolicy
}

function retryPolicyFor(path: string, retry: RequestOptions['retry']): RetryPolicy | null {
  if (retry === false) return null
  if (retry === true) return readRetry ?? READ_RETRY
  if (retry) return retry
  return isReadPath(path) ? readRetry : null
}

export function getHttp(): AxiosInstance {
  return instance ?? configureHttp({})
}

/** POST a JSON body and return the envelope's `obj`; rejects with ApiError. */
export async function post<Res>(
  path: string,
  body?: object,
  options: RequestOptions = {},
): Promise<Res> {
  const { retry, ...config } = options
  const response = await withRetry(
    () => getHttp().post<ApiEnvelope<Res>>(path, body ?? {}, config),
    retryPolicyFor(path, retry),
    isTransient,
    undefined,
    config.signal instanceof AbortSignal ? config.signal : undefined,
  )
  return unwrap(response.data)
}

/**
 * The GET helper of SPEC 7.2: on failure it alerts 'Network error', or the server's
 * `error_msg` when the server says success is false, and then rejects.
 */
export async function getJson<Res>(
  path: string,
  alertUser: (message: string) => void = (message) => window.alert(message),
): Promise<Res> {
  try {
    // A GET only reads: always safe to ask again.
    const response = await withRetry(
      () => getHttp().get<ApiEnvelope<Res> & { error_msg?: string }>(path),
      retryPolicyFor(path, true),
      isTransient,
    )
    const data = response.data
    if (!data.success) {
      alertUser(data.error_msg || data.msg || NETWORK_ERROR_MSG)
      return unwrap(data)
    }
    return data.obj
  } catch (error) {
    if (!isApiError(error) || error.isNetworkError) alertUser(NETWORK_ERROR_MSG)
    throw isApiError(error) ? error : networkError()
  }
}

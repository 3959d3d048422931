import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig } from 'axios'
import type { ApiEnvelope } from './contract/envelope'
import type { ApiRoute, NoFields, RequestOf, ResponseOf } from './contract/routes'
import type { RequestContext } from './interceptors'
import { unwrap } from './envelope'
import { isApiError, networkError, NETWORK_ERROR_MSG, type ApiError } from './errors'
import { isReadPath, READ_RETRY, withRetry, type RetryPolicy } from './retry'
import { resetRequestClock } from './requestClock'
import { HTTP_TIMEOUT_MS } from '../config/constants'
import { getConfig } from '../config/runtimeConfig'
import { yieldToMain } from '../shared/lib/yieldToMain'

const anonymousContext: RequestContext = {
  getToken: () => '',
  getEmail: () => '',
  getLocale: () => 'en',
  getClientId: () => '',
  getSigningKey: () => getConfig().signingKey,
  getBaseUrl: () => getConfig().apiBaseUrl,
}

/** What the app wired at start-up (configureHttp); the interceptors read the session through it. */
let context: RequestContext = anonymousContext

/**
 * The one axios instance (SPEC 7.1), created on the first request: axios and the signing code
 * load with it (./axiosClient), not with the page.
 */
let instance: Promise<AxiosInstance> | null = null

/** SPEC 9's 60 s, unless a mock build's QA scenario shortened it (setHttpTimeout). */
let timeoutMs = HTTP_TIMEOUT_MS

/** null restores the normal timeout; applies to requests started from now on. */
export function setHttpTimeout(ms: number | null): void {
  timeoutMs = ms ?? HTTP_TIMEOUT_MS
  // A client that failed to load has no timeout to change (the next one gets timeoutMs).
  void instance?.then(
    (created) => {
      created.defaults.timeout = timeoutMs
    },
    () => undefined,
  )
}

/** How requests reach the network: axios' own choice, unless the build's renderer sets one. */
let adapter: AxiosAdapter | undefined

/** Sets what every request carries from now on (missing parts stay anonymous). */
export function configureHttp(wiring: Partial<RequestContext>, transport?: AxiosAdapter): void {
  context = { ...anonymousContext, ...wiring }
  resetRequestClock()
  adapter = transport
  instance = null
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

export function getHttp(): Promise<AxiosInstance> {
  if (!instance) {
    const wiring = context
    const created = import('./axiosClient').then(async ({ createAxiosClient }) => {
      // Evaluating the chunk and the first request's work (axios's first calls, the signing)
      // are each a long task on a budget phone; in one task they add up (~150 ms at 8x).
      await yieldToMain()
      return createAxiosClient(
        wiring,
        timeoutMs,
        (failure) => transientFailures.add(failure),
        adapter,
      )
    })
    // A failed chunk load (offline, a replaced deployment) must not stick: the next request
    // tries again, and this one fails like any other network failure.
    created.catch(() => {
      if (instance === created) instance = null
    })
    instance = created
  }
  return instance.then(undefined, () => {
    // Worth asking again: the module may load on the next try (the connection came back).
    const failure = networkError()
    transientFailures.add(failure)
    return Promise.reject(failure)
  })
}

/** The body may be left out when the route's request has no required field. */
type BodyAndOptions<R extends ApiRoute> =
  NoFields extends RequestOf<R>
    ? [body?: RequestOf<R>, options?: RequestOptions]
    : [body: RequestOf<R>, options?: RequestOptions]

/**
 * POSTs a route's request (src/api/contract/routes.ts) and returns the envelope's `obj`, typed
 * by the route; rejects with ApiError.
 */
export async function post<R extends ApiRoute>(
  route: R,
  ...[body, options = {}]: BodyAndOptions<R>
): Promise<ResponseOf<R>> {
  const { path } = route
  const { retry, ...config } = options
  const response = await withRetry(
    async () => (await getHttp()).post<ApiEnvelope<ResponseOf<R>>>(path, body ?? {}, config),
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
      async () => (await getHttp()).get<ApiEnvelope<Res> & { error_msg?: string }>(path),
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

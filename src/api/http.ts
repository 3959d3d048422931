import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios'
import type { ApiEnvelope } from './contract/envelope'
import { installInterceptors, type RequestContext } from './interceptors'
import { unwrap } from './envelope'
import { isApiError, networkError, NETWORK_ERROR_MSG } from './errors'
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

export function configureHttp(context: Partial<RequestContext>): AxiosInstance {
  instance = axios.create({
    timeout: HTTP_TIMEOUT_MS,
    validateStatus: (status) => status === 200,
  })
  installInterceptors(instance, { ...anonymousContext, ...context })
  return instance
}

export function getHttp(): AxiosInstance {
  return instance ?? configureHttp({})
}

/** POST a JSON body and return the envelope's `obj`; rejects with ApiError. */
export async function post<Res>(
  path: string,
  body?: object,
  config?: AxiosRequestConfig,
): Promise<Res> {
  const response = await getHttp().post<ApiEnvelope<Res>>(path, body ?? {}, config)
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
    const response = await getHttp().get<ApiEnvelope<Res> & { error_msg?: string }>(path)
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

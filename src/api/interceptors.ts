import {
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios'
import { ERROR_CODES, HEADERS } from './contract/envelope'
import { isEnvelope } from './envelope'
import { withEnvelope } from './requestEnvelope'
import { isApiError, networkError } from './errors'
import { signBody } from '../shared/lib/signature'
import { followServerClock, requestTime } from './requestClock'

/** What the interceptors need from the app, passed as functions so `api` never imports the store. */
export interface RequestContext {
  getToken(): string
  getEmail(): string
  getLocale(): string
  getClientId(): string
  getSigningKey(): string
  getBaseUrl(): string
  now?(): number
  /** The visitor's country as the edge reports it in X-Client-Country (SPEC 4.4 captcha rule). */
  onClientCountry?(country: string): void
}

export const CLIENT_COUNTRY_HEADER = 'x-client-country'

function parseBody(data: unknown): Record<string, unknown> | undefined {
  if (data === undefined || data === null || data === '') return undefined
  if (typeof data === 'string') return JSON.parse(data) as Record<string, unknown>
  return data as Record<string, unknown>
}

export function decorateRequest(
  config: InternalAxiosRequestConfig,
  context: RequestContext,
): InternalAxiosRequestConfig {
  const headers = AxiosHeaders.from(config.headers)
  const token = context.getToken()
  const email = context.getEmail()
  headers.set('Accept', 'application/json')
  headers.set(HEADERS.lang, context.getLocale())
  if (token) {
    headers.set(HEADERS.token, token)
    headers.set(HEADERS.authorization, `Bearer ${token}`)
  }
  if (!config.baseURL) config.baseURL = context.getBaseUrl()

  let bodyText = ''
  if ((config.method ?? 'get').toLowerCase() !== 'get') {
    const body = parseBody(config.data)
    const enveloped = withEnvelope(
      body,
      context.getClientId(),
      email,
      requestTime(context.now?.() ?? Date.now()),
    )
    if (email && enveloped.email === undefined) enveloped.email = email
    // The signature covers these exact bytes, so they are what goes on the wire.
    bodyText = JSON.stringify(enveloped)
    config.data = bodyText
    headers.set('Content-Type', 'application/json')
  }
  headers.set(HEADERS.signature, signBody(bodyText, context.getSigningKey()))
  config.headers = headers
  return config
}

/** Marks a request sent again because its stamp was refused; axios copies it to the retry. */
type Restampable = InternalAxiosRequestConfig & { restamped?: true }

/**
 * A stamp the server refused, out of its window (the device clock is off) or already seen (two
 * tabs in one millisecond): nothing was done, so the request goes again once, stamped anew and
 * on the server's clock. A payment is safe to send again here: the server refused it unread.
 */
function restampRefused(response: AxiosResponse, context: RequestContext): boolean {
  const envelope: unknown = response.data
  const config: Restampable = response.config
  if (!isEnvelope(envelope) || config.restamped) return false
  if (envelope.code === ERROR_CODES.requestExpired) {
    const serverTime = (envelope.obj as { serverTime?: unknown } | null)?.serverTime
    if (typeof serverTime !== 'number' || !Number.isFinite(serverTime)) return false
    followServerClock(serverTime, context.now?.() ?? Date.now())
  } else if (envelope.code !== ERROR_CODES.requestReplayed) {
    return false
  }
  config.restamped = true
  return true
}

export function installInterceptors(instance: AxiosInstance, context: RequestContext): void {
  instance.interceptors.request.use((config) => decorateRequest(config, context))
  instance.interceptors.response.use(
    (response) => {
      const country = response.headers?.[CLIENT_COUNTRY_HEADER]
      if (typeof country === 'string' && /^[A-Z]{2}$/.test(country))
        context.onClientCountry?.(country)
      if (response.status !== 200 || !isEnvelope(response.data)) throw networkError()
      if (restampRefused(response, context)) return instance.request(response.config)
      return response
    },
    (error: unknown) => Promise.reject(isApiError(error) ? error : networkError()),
  )
}

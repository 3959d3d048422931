import { AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios'
import { HEADERS } from './contract/envelope'
import { isEnvelope } from './envelope'
import { withEnvelope } from './requestEnvelope'
import { isApiError, networkError } from './errors'
import { signBody } from '../shared/lib/signature'

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
      context.now?.() ?? Date.now(),
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

export function installInterceptors(instance: AxiosInstance, context: RequestContext): void {
  instance.interceptors.request.use((config) => decorateRequest(config, context))
  instance.interceptors.response.use(
    (response) => {
      const country = response.headers?.[CLIENT_COUNTRY_HEADER]
      if (typeof country === 'string' && /^[A-Z]{2}$/.test(country))
        context.onClientCountry?.(country)
      if (response.status !== 200 || !isEnvelope(response.data)) throw networkError()
      return response
    },
    (error: unknown) => Promise.reject(isApiError(error) ? error : networkError()),
  )
}

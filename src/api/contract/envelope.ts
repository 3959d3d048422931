/** The wire envelope every endpoint answers with (docs/api.md). */
export interface ApiEnvelope<T> {
  code: number | string
  success: boolean
  msg: string
  obj: T
}

export interface RequestMeta {
  currentTime: number
  requestId: string
}

/** Fields the interceptor adds to every JSON body. */
export interface EnvelopeFields {
  meta: RequestMeta
  clientId: string
  email?: string
}

export const HEADERS = {
  lang: 'lang',
  token: 'token',
  signature: 'signature',
  authorization: 'Authorization',
  /** On every response: the visitor's ISO alpha-2 country, as a CDN's viewer-country header. */
  clientCountry: 'X-Client-Country',
} as const

/** Error codes with a documented meaning (SPEC 8) plus the mock's own. */
export const ERROR_CODES = {
  recaptchaRequired: 'RT_NOBEL_ERROR_10029',
  paymentUnavailable: 'RT_NOBEL_ERROR_10031',
  badSignature: 'RT_NOBEL_ERROR_40001',
  unauthorized: 'RT_NOBEL_ERROR_40101',
  invalidInput: 'RT_NOBEL_ERROR_40002',
  notFound: 'RT_NOBEL_ERROR_40401',
} as const

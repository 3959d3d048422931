import { HttpResponse, delay } from 'msw'
import { ERROR_CODES, HEADERS, fieldRefusal, type ApiEnvelope } from '../api/contract/envelope'
import { failureEnvelope, type FailureId, type FailureParams } from './failures'

/**
 * Envelope helpers: every answer has HTTP 200 and `{ code, success, msg, obj }`. A handler answers
 * with `ok` or `fail`; what the payment engine decided without the request at hand (an `Answer`)
 * goes out through `reply`, which words its refusal for the request.
 */
export function okEnv<T>(obj: T): ApiEnvelope<T> {
  return { code: 200, success: true, msg: 'success', obj }
}

export function ok<T>(obj: T): HttpResponse<ApiEnvelope<T>> {
  return HttpResponse.json(okEnv(obj))
}

/**
 * A refusal: the failure's documented code and its msg in the language of the request's `lang`
 * header (src/mocks/failures.ts).
 */
export function fail(
  failure: FailureId,
  lang: string,
  params?: FailureParams,
): HttpResponse<ApiEnvelope<null>> {
  return HttpResponse.json(failureEnvelope(failure, lang, params))
}

/**
 * A refusal that says when to ask again (docs/api.md 1.5): obj `{ retryAfterSeconds }`, and the
 * same in HTTP's Retry-After for anything that reads headers.
 */
export function failRetryLater(
  failure: FailureId,
  lang: string,
  retryAfterSeconds: number,
): HttpResponse<ApiEnvelope<{ retryAfterSeconds: number }>> {
  return HttpResponse.json(failureEnvelope(failure, lang, undefined, { retryAfterSeconds }), {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  })
}

/**
 * A refusal named but not yet worded: what code without the request at hand (the payment engine,
 * db helpers) returns, for the handler to word in the request's language.
 */
export interface Refusal {
  refused: FailureId
  params?: FailureParams
}

export function refusal(failure: FailureId, params?: FailureParams): Refusal {
  return params ? { refused: failure, params } : { refused: failure }
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'refused' in value
}

/** A refusal by id (src/mocks/failures.ts); its code comes with it. */
export const refuse = (failure: FailureId): Refusal => refusal(failure)

/**
 * What a handler answers: its route's documented `obj` (src/api/contract/routes.ts), or a
 * refusal, whose `obj` is null or says when to ask again. signedRoute checks every handler's
 * reply against its route's response type.
 */
export type Reply<Res> = HttpResponse<
  ApiEnvelope<Res> | ApiEnvelope<null> | ApiEnvelope<{ retryAfterSeconds: number }>
>

/**
 * An answer not yet sent: an envelope as it goes out, or a refusal by id that `reply` (or
 * `idempotent`) words in the request's language. The payment engine decides in answers because
 * it never sees the request.
 */
export type Answer<T = unknown> = ApiEnvelope<T> | Refusal

/** The envelope of an answer, a refusal worded in `lang`. */
export function envelopeOf<T>(answer: Answer<T>, lang: string): ApiEnvelope<T> | ApiEnvelope<null> {
  return isRefusal(answer) ? failureEnvelope(answer.refused, lang, answer.params) : answer
}

/** Sends an answer: an envelope as it is, a refusal worded for the request's `lang` header. */
export function reply<T>(answer: Answer<T>, lang: string): Reply<T> {
  return HttpResponse.json(envelopeOf(answer, lang))
}

/**
 * A form's refusal of its first bad field (`"email: invalid"`, docs/api.md 1.5): a pointer the
 * form reads and words itself, not a sentence, so it is the same in every language.
 */
export function refuseField(field: string, reason: string): HttpResponse<ApiEnvelope<null>> {
  return HttpResponse.json({
    code: ERROR_CODES.invalidInput,
    success: false,
    msg: fieldRefusal(field, reason),
    obj: null,
  })
}

export interface MockOptions {
  signingKey: string
  /** [min, max] ms added to every answer; [0, 0] in tests. */
  latencyMs: readonly [number, number]
  /** Spells the merchant fields (`roamwiseMerchantId`, docs/api.md 1.9); the client's productSlug. */
  productSlug: string
}

/** What browser.ts and node.ts use when their caller names no product. */
export const DEFAULT_PRODUCT_SLUG = 'roamwise'

/**
 * Stamps the visitor's country on an answer, as a CDN's viewer-country header would, so the
 * client learns it before any login (the recaptcha rule of SPEC 4.4 depends on it).
 */
export function withClientCountry<R extends Response>(response: R, country: string): R {
  response.headers.set(HEADERS.clientCountry, country)
  return response
}

export async function simulateLatency(options: MockOptions): Promise<void> {
  const [min, max] = options.latencyMs
  if (max <= 0) return
  await delay(Math.round(min + Math.random() * (max - min)))
}

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

/**
 * Every error code the API documents (docs/api.md 1.5). SPEC 8 fixes 10029 and 10031; the rest are
 * ours. A failure the user can meet and a screen can word on its own has a code of its own, so
 * the client can show its translation whatever language the server answered in. Four codes stand
 * for a family of failures instead, and the server's `msg` says which one:
 * `badSignature`, `invalidInput` (a malformed or out-of-range request, and refusals a page tells
 * apart by this exact code), `unauthorized` (no valid session for this call) and `notFound` (an
 * id that is unknown or someone else's).
 */
export const ERROR_CODES = {
  // SPEC 8
  recaptchaRequired: 'RT_NOBEL_ERROR_10029',
  paymentUnavailable: 'RT_NOBEL_ERROR_10031',
  // Families
  badSignature: 'RT_NOBEL_ERROR_40001',
  invalidInput: 'RT_NOBEL_ERROR_40002',
  /** meta.currentTime outside the window; obj `{ serverTime }` (docs/api.md 1.3). */
  requestExpired: 'RT_NOBEL_ERROR_40003',
  /** A requestId this client already sent: the same request again (docs/api.md 1.3). */
  requestReplayed: 'RT_NOBEL_ERROR_40004',
  /** Too many account requests; obj `{ retryAfterSeconds }` (docs/api.md 3). */
  tooManyRequests: 'RT_NOBEL_ERROR_40029',
  unauthorized: 'RT_NOBEL_ERROR_40101',
  accountRequired: 'RT_NOBEL_ERROR_40103',
  notFound: 'RT_NOBEL_ERROR_40401',
  // Logging in
  loginIncorrect: 'RT_NOBEL_ERROR_41001',
  loginLocked: 'RT_NOBEL_ERROR_41002',
  guestLoginFailed: 'RT_NOBEL_ERROR_41003',
  guestLoginExpired: 'RT_NOBEL_ERROR_41004',
  // Email and password
  emailInvalid: 'RT_NOBEL_ERROR_41101',
  emailRegistered: 'RT_NOBEL_ERROR_41102',
  passwordTooWeak: 'RT_NOBEL_ERROR_41103',
  currentPasswordIncorrect: 'RT_NOBEL_ERROR_41104',
  passwordUnchanged: 'RT_NOBEL_ERROR_41105',
  // Verification codes
  codeIncorrect: 'RT_NOBEL_ERROR_41201',
  codeExpired: 'RT_NOBEL_ERROR_41202',
  codeAttemptsExceeded: 'RT_NOBEL_ERROR_41203',
  codeNotVerified: 'RT_NOBEL_ERROR_41204',
  codeResendTooSoon: 'RT_NOBEL_ERROR_41205',
  // Promo codes
  promoCodeMissing: 'RT_NOBEL_ERROR_42001',
  promoCodeUnknown: 'RT_NOBEL_ERROR_42002',
  promoCodeExpired: 'RT_NOBEL_ERROR_42003',
  promoCodeUsed: 'RT_NOBEL_ERROR_42004',
  /** A sign-up gift on an account that is not new (issue 46.4). */
  promoNewAccountsOnly: 'RT_NOBEL_ERROR_42005',
  // Paying
  currencyUnsupported: 'RT_NOBEL_ERROR_43001',
  paymentMethodUnavailable: 'RT_NOBEL_ERROR_43002',
  cardDetailsMissing: 'RT_NOBEL_ERROR_43003',
  cardNumberInvalid: 'RT_NOBEL_ERROR_43004',
  balanceTooLow: 'RT_NOBEL_ERROR_43005',
  creditForCredit: 'RT_NOBEL_ERROR_43006',
  orderAlreadyPaid: 'RT_NOBEL_ERROR_43007',
  orderNotPayable: 'RT_NOBEL_ERROR_43008',
  paymentInProgress: 'RT_NOBEL_ERROR_43009',
  deliveryEmailInvalid: 'RT_NOBEL_ERROR_43010',
  consentMissing: 'RT_NOBEL_ERROR_43011',
  // Orders: the install kit, refunds, reviews
  installNotReady: 'RT_NOBEL_ERROR_44001',
  installRefunded: 'RT_NOBEL_ERROR_44002',
  refundNotPaid: 'RT_NOBEL_ERROR_44101',
  refundAfterInstall: 'RT_NOBEL_ERROR_44102',
  refundWindowPassed: 'RT_NOBEL_ERROR_44103',
  refundReasonTooLong: 'RT_NOBEL_ERROR_44104',
  reviewNotPaid: 'RT_NOBEL_ERROR_44201',
  reviewDuplicate: 'RT_NOBEL_ERROR_44202',
  reviewRatingInvalid: 'RT_NOBEL_ERROR_44203',
  reviewTooLong: 'RT_NOBEL_ERROR_44204',
  // Top-up
  topupPlanMismatch: 'RT_NOBEL_ERROR_45001',
  topupAlreadyPaid: 'RT_NOBEL_ERROR_45002',
  topupIccidInvalid: 'RT_NOBEL_ERROR_45003',
  topupEsimRefunded: 'RT_NOBEL_ERROR_45004',
  topupEsimExpired: 'RT_NOBEL_ERROR_45005',
  topupEsimDeleted: 'RT_NOBEL_ERROR_45006',
  // Trip planner
  tripTextTooShort: 'RT_NOBEL_ERROR_46001',
} as const

export type ErrorCodeName = keyof typeof ERROR_CODES
export type ErrorCode = (typeof ERROR_CODES)[ErrorCodeName]

/** Every documented code, in the order of ERROR_CODES. */
export const DOCUMENTED_ERROR_CODES: readonly ErrorCode[] = Object.values(ERROR_CODES)

export function isDocumentedErrorCode(code: string): code is ErrorCode {
  return (DOCUMENTED_ERROR_CODES as readonly string[]).includes(code)
}

/**
 * A form's refusal is an `invalidInput` envelope whose `msg` names the first bad field:
 * `"<field>: <reason>"`, e.g. `"email: invalid"` (docs/api.md 1.5). The envelope stays the
 * standard one, so the client reads the field from the message and words the error itself, the
 * same in every language.
 */
export function fieldRefusal(field: string, reason: string): string {
  return `${field}: ${reason}`
}

/** The field of `fields` a refusal names and its reason, or null for any other message. */
export function refusedField<F extends string>(
  msg: string,
  fields: readonly F[],
): { field: F; reason: string } | null {
  const match = /^(\w+): (.*)$/.exec(msg)
  const field = fields.find((known) => known === match?.[1])
  return field && match ? { field, reason: match[2]! } : null
}

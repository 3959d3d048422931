/**
 * Account shapes (SPEC 7.2 Account, 7.3). The spec fixes the login, register, send-code,
 * check-code and anonymous-login payloads; the rest is ours (docs/api.md, "Account").
 *
 * Besides types this module holds the two pure codecs the client and the mock must agree on
 * byte for byte (merchant field names and the anonymous authString), because the mock may
 * import only `api/contract` and `shared/lib`.
 */

/** The client's own name for how a session was opened (SPEC 3.1). */
export type UserLoginType = 'accountLogin' | 'guestLogin'

export type VerifyCodeType = 'REGISTER' | 'FINDPASSWORD'

// --- Merchant attribution ---------------------------------------------------------------------

/**
 * The merchant field names carry the product slug (`roamwiseMerchantId`), so they are only known
 * at run time; template-literal index signatures keep them typed anyway.
 */
export type MerchantIdField = `${string}MerchantId`
export type MerchantSubIdField = `${string}MerchantSubId`

export interface MerchantFieldsDto {
  [field: MerchantIdField]: number
  [field: MerchantSubIdField]: string
}

/** A partner attribution as the app holds it, before it is spelled with the slug. */
export interface MerchantRefDto {
  merchantId: number
  merchantSubId?: string
}

export function merchantFieldNames(slug: string): {
  id: MerchantIdField
  subId: MerchantSubIdField
} {
  return { id: `${slug}MerchantId`, subId: `${slug}MerchantSubId` }
}

/** No merchant means no fields at all, so the server can tell "none" from "zero". */
export function toMerchantFields(
  slug: string,
  merchant: MerchantRefDto | null | undefined,
): MerchantFieldsDto {
  if (!merchant || !Number.isInteger(merchant.merchantId)) return {}
  const names = merchantFieldNames(slug)
  const fields: MerchantFieldsDto = {}
  fields[names.id] = merchant.merchantId
  if (merchant.merchantSubId) fields[names.subId] = merchant.merchantSubId
  return fields
}

/** The mock's reading of the same fields; anything but an integer id counts as no merchant. */
export function readMerchantFields(slug: string, body: object): MerchantRefDto | null {
  const names = merchantFieldNames(slug)
  const record = body as Record<string, unknown>
  const merchantId = record[names.id]
  if (typeof merchantId !== 'number' || !Number.isInteger(merchantId)) return null
  const merchantSubId = record[names.subId]
  return typeof merchantSubId === 'string' && merchantSubId !== ''
    ? { merchantId, merchantSubId }
    : { merchantId }
}

// --- Anonymous (guest) login: /v1/user/oauth -------------------------------------------------

export interface DeviceInfoDto {
  userAgent: string
  platform: string
  /** navigator.language, e.g. en-US. */
  language: string
  /** CSS pixels, e.g. 1440x900. */
  screen: string
  /** IANA zone, e.g. Europe/Berlin. */
  timeZone: string
}

/** What authString encodes: the device plus the merchant attribution of the visit. */
export interface AnonymousAuthDto extends MerchantFieldsDto {
  device: DeviceInfoDto
}

export interface AnonymousLoginRequest {
  type: 'WEB_ANONYMITY'
  /** The recaptcha response; '' when no recaptcha was required (SPEC 4.4). */
  rspToken: string
  /** encodeAuthString(AnonymousAuthDto). */
  authString: string
}

export interface AnonymousLoginResponse {
  /** Single use: the idToken of the guest login that follows. */
  checkToken: string
  /** A generated address that names the guest account. */
  email: string
}

/**
 * Base64 of the UTF-8 JSON: the device strings may hold any character, and btoa alone only
 * takes Latin-1.
 */
export function encodeAuthString(auth: AnonymousAuthDto): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(JSON.stringify(auth))) {
    binary += String.fromCharCode(byte)
  }
  return btoa(binary)
}

export function decodeAuthString(authString: string): AnonymousAuthDto | null {
  try {
    const bytes = Uint8Array.from(atob(authString), (char) => char.charCodeAt(0))
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes))
    if (typeof value !== 'object' || value === null) return null
    const device: unknown = (value as { device?: unknown }).device
    return typeof device === 'object' && device !== null ? (value as AnonymousAuthDto) : null
  } catch {
    return null
  }
}

// --- Login: /v1/user/login --------------------------------------------------------------------

export interface PasswordLoginRequest {
  email: string
  password: string
  sourceType?: string
  /** The ticked recaptcha, sent once the server demanded one (RT_NOBEL_ERROR_10029, SPEC 8). */
  rspToken?: string
}

export interface GuestLoginRequest {
  /** The checkToken from /v1/user/oauth. */
  idToken: string
  email: string
  loginType: 'WEB_CLIENT_ANONYMITY_LOGIN'
  sourceType?: string
  /** The ticked recaptcha, sent once the server demanded one (RT_NOBEL_ERROR_10029, SPEC 8). */
  rspToken?: string
}

export interface LoginResponse {
  email: string
  /** A JWT (TokenPayloadDto); its subject holds the analytics user id (SPEC 3.2). */
  token: string
}

/** The subject is a JSON string because a JWT `sub` must be a string. */
export interface TokenSubjectDto {
  id: string
  email: string
  loginType: UserLoginType
}

export interface TokenPayloadDto {
  /** JSON.stringify(TokenSubjectDto). */
  sub: string
  /** Seconds since the epoch, as JWT counts. */
  iat: number
  exp: number
  /** Unique per login (JWT's jti), so two logins in one second are two sessions to end apart. */
  jti?: string
}

/** Reads the subject without checking the signature: only the server can, and needs to. */
export function readTokenSubject(token: string): TokenSubjectDto | null {
  try {
    const part = token.split('.')[1]
    if (!part) return null
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const payload = JSON.parse(new TextDecoder().decode(bytes)) as Partial<TokenPayloadDto>
    if (typeof payload.sub !== 'string') return null
    const subject = JSON.parse(payload.sub) as Partial<TokenSubjectDto>
    return typeof subject.id === 'string' && subject.id !== '' ? (subject as TokenSubjectDto) : null
  } catch {
    return null
  }
}

// --- Registration and verification codes ------------------------------------------------------

export interface RegisterRequest extends MerchantFieldsDto {
  email: string
  password: string
  verifyCode: string
  codeType: 'REGISTER'
  sourceType?: string
  /** The ticked recaptcha, sent once the server demanded one (RT_NOBEL_ERROR_10029, SPEC 8). */
  rspToken?: string
}

/** Registration does not log in: the client calls /v1/user/login next (SPEC 4.3). */
export type RegisterResponse = null

export interface SendVerifyCodeRequest extends MerchantFieldsDto {
  email: string
  /** The chosen password for REGISTER, so the account can be created with the code; else ''. */
  password: string
  codeType: VerifyCodeType
  /** The ticked recaptcha, sent once the server demanded one (RT_NOBEL_ERROR_10029, SPEC 8). */
  rspToken?: string
}

export type SendVerifyCodeResponse = null

export interface CheckVerifyCodeRequest {
  email: string
  codeType: VerifyCodeType
  verifyCode: string
}

/** The spec reads only code, success and msg here; a wrong code is an error envelope. */
export type CheckVerifyCodeResponse = null

// --- Passwords ---------------------------------------------------------------------------------

/** The FINDPASSWORD code was checked before; it travels again so the reset is self-contained. */
export interface ResetPasswordRequest {
  email: string
  verifyCode: string
  codeType: 'FINDPASSWORD'
  password: string
}

export type ResetPasswordResponse = null

/** Sent with the token; the token stays valid afterwards. */
export interface UpdatePasswordRequest {
  email: string
  oldPassword: string
  newPassword: string
}

export type UpdatePasswordResponse = null

/** Ends the session that sends it, or with `everywhere` every session of its account. */
export interface LogoutRequest {
  everywhere?: boolean
}

export type LogoutResponse = null

// --- User info: /v1.1/query/user-info --------------------------------------------------------

export interface UserInfoRequest {
  email: string
}

export interface UserInfoDto {
  email: string
  loginType: UserLoginType
  balanceUsd: number
  /** The balance as the server formats it (USD with its sign, two decimals, e.g. "$12.50"). */
  balanceText: string
  /** ISO 3166 alpha-2 of where the account was created; compared with BASE_COUNTRY (SPEC 4.4). */
  country: string
  /** True once a promo code is bound, so the register-success dialog stops offering one. */
  isBindPromoCode: boolean
  /** ISO 8601. */
  createdAt: string
}

export type UserInfoResponse = UserInfoDto

// --- Sign-up promotion: /v1/promotion/registerUser -------------------------------------------

/** Enrols a new account in the sign-up promotion of the merchant it came through (if any). */
export interface PromotionRegisterUserRequest extends MerchantFieldsDto {
  email: string
  sourceType?: string
}

export interface PromotionRegisterUserResponse {
  enrolled: boolean
  /** The welcome code bound to the account, or null when the promotion gives none. */
  promoCode: string | null
}

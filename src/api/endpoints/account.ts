import { post } from '../http'
import { API } from '../contract/routes'
import { getConfig } from '../../config/runtimeConfig'
import {
  encodeAuthString,
  toMerchantFields,
  type AnonymousLoginRequest,
  type AnonymousLoginResponse,
  type CheckVerifyCodeRequest,
  type DeviceInfoDto,
  type GuestLoginRequest,
  type LoginResponse,
  type MerchantRefDto,
  type PasswordLoginRequest,
  type PromotionRegisterUserRequest,
  type PromotionRegisterUserResponse,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SendVerifyCodeRequest,
  type UpdatePasswordRequest,
  type UserInfoDto,
  type UserInfoRequest,
  type VerifyCodeType,
} from '../contract/account'

/** The session's merchant attribution; slug defaults to the running product's (tests pass one). */
interface Attribution {
  merchant?: MerchantRefDto | null
  sourceType?: string
  slug?: string
}

function merchantFields({ merchant, slug }: Attribution = {}) {
  return toMerchantFields(slug ?? getConfig().productSlug, merchant)
}

/** An empty sourceType is left out, so the server's "no source" stays distinct from "". */
function withSourceType<T extends object>(body: T, sourceType: string | undefined) {
  return sourceType ? { ...body, sourceType } : body
}

/** Step 1 of guest login (SPEC 4.4); the result feeds loginAsGuest. */
export async function loginAnonymously(
  rspToken: string,
  device: DeviceInfoDto,
  attribution?: Omit<Attribution, 'sourceType'>,
): Promise<AnonymousLoginResponse> {
  const body: AnonymousLoginRequest = {
    type: 'WEB_ANONYMITY',
    rspToken,
    authString: encodeAuthString({ device, ...merchantFields(attribution) }),
  }
  return post(API.anonymousLogin, body)
}

/** A ticked recaptcha goes with a call only when there is one (docs/api.md). */
function withCaptcha<T extends object>(body: T, rspToken?: string): T & { rspToken?: string } {
  return rspToken ? { ...body, rspToken } : body
}

export async function loginWithPassword(
  email: string,
  password: string,
  sourceType?: string,
  rspToken?: string,
): Promise<LoginResponse> {
  const body: PasswordLoginRequest = withCaptcha(
    withSourceType({ email, password }, sourceType),
    rspToken,
  )
  return post(API.login, body)
}

/** Step 2 of guest login: idToken is the checkToken from loginAnonymously. */
export async function loginAsGuest(
  idToken: string,
  email: string,
  sourceType?: string,
  rspToken?: string,
): Promise<LoginResponse> {
  const body: GuestLoginRequest = withCaptcha(
    withSourceType(
      { idToken, email, loginType: 'WEB_CLIENT_ANONYMITY_LOGIN' as const },
      sourceType,
    ),
    rspToken,
  )
  return post(API.login, body)
}

/** Creates the account only; the caller logs in afterwards (SPEC 4.3). */
export async function registerAccount(
  email: string,
  password: string,
  verifyCode: string,
  attribution: Attribution = {},
  rspToken?: string,
): Promise<void> {
  const body: RegisterRequest = withCaptcha(
    withSourceType(
      {
        email,
        password,
        verifyCode,
        codeType: 'REGISTER' as const,
        ...merchantFields(attribution),
      },
      attribution.sourceType,
    ),
    rspToken,
  )
  await post(API.register, body)
}

/** The registration password travels with the code request (SPEC 7.3). */
export async function sendRegisterCode(
  email: string,
  password: string,
  attribution?: Omit<Attribution, 'sourceType'>,
  rspToken?: string,
): Promise<void> {
  const body: SendVerifyCodeRequest = withCaptcha(
    { email, password, codeType: 'REGISTER' as const, ...merchantFields(attribution) },
    rspToken,
  )
  await post(API.sendVerifyCode, body)
}

export async function sendPasswordResetCode(email: string, rspToken?: string): Promise<void> {
  const body: SendVerifyCodeRequest = withCaptcha(
    { email, password: '', codeType: 'FINDPASSWORD' as const },
    rspToken,
  )
  await post(API.sendVerifyCode, body)
}

/**
 * Resolves true for a valid code. A wrong or expired code rejects with the ApiError whose msg
 * the code dialog shows (error state 10), so there is no false to lose that message in.
 */
export async function checkVerifyCode(
  email: string,
  codeType: VerifyCodeType,
  verifyCode: string,
): Promise<boolean> {
  const body: CheckVerifyCodeRequest = { email, codeType, verifyCode }
  await post(API.checkVerifyCode, body)
  return true
}

export async function resetPassword(
  email: string,
  verifyCode: string,
  password: string,
): Promise<void> {
  const body: ResetPasswordRequest = { email, verifyCode, codeType: 'FINDPASSWORD', password }
  await post(API.resetPassword, body)
}

export async function updatePassword(
  email: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const body: UpdatePasswordRequest = { email, oldPassword, newPassword }
  await post(API.updatePassword, body)
}

/** Needs the token, which the interceptor adds once the session holds one. */
export async function queryUserInfo(email: string): Promise<UserInfoDto> {
  const body: UserInfoRequest = { email }
  return post(API.userInfo, body)
}

export async function enrolInSignupPromotion(
  email: string,
  attribution: Attribution = {},
): Promise<PromotionRegisterUserResponse> {
  const body: PromotionRegisterUserRequest = withSourceType(
    { email, ...merchantFields(attribution) },
    attribution.sourceType,
  )
  return post(API.promotionRegisterUser, body)
}

/** Ends this session on the server, or with `everywhere` every session of the account. */
export async function logout(everywhere = false): Promise<void> {
  await post(API.logout, everywhere ? { everywhere: true } : {})
}

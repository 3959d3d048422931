import type { AxiosResponseTransformer } from 'axios'
import { getHttp, post } from '../http'
import { API } from '../contract/routes'
import { getConfig } from '../../config/runtimeConfig'
import type { ApiEnvelope } from '../contract/envelope'
import type {
  ContactUsRequest,
  MerchantInviteLinkRequest,
  MerchantProfileDto,
  MerchantProfileRequest,
} from '../contract/partner'

/** On the affiliate service, not the API (getConfig().affiliateApiBaseUrl), so not in API. */
export const MERCHANT_INVITE_LINK_PATH = '/allianceApi/v3/open/queryMerchantInviteLink'

/** Resolves with the ticket id to quote back to the partner. */
export async function submitPartnershipEnquiry(form: ContactUsRequest): Promise<string> {
  return (await post(API.contactUs, form)).ticketId
}

export async function queryMerchantProfile(merchantId: number): Promise<MerchantProfileDto> {
  const body: MerchantProfileRequest = { merchantId }
  return post(API.merchantProfile, body)
}

/**
 * The merchant a short code invites for, or null when the service does not know the code.
 * Transport failures still reject with ApiError like every other call.
 */
export async function queryMerchantIdByShortCode(shortCode: string): Promise<number | null> {
  const http = await getHttp()
  const body: MerchantInviteLinkRequest = { shortCode }
  const response = await http.post<ApiEnvelope<unknown>>(MERCHANT_INVITE_LINK_PATH, body, {
    baseURL: getConfig().affiliateApiBaseUrl,
    // The shared response interceptor turns anything without `code` into 'Network error', and the
    // affiliate envelope has none; wrapping it first lets it through, and we read it ourselves.
    transformResponse: [...asArray(http.defaults.transformResponse), wrapAffiliateBody],
  })
  return merchantIdOf(response.data.obj)
}

function asArray(
  transform: AxiosResponseTransformer | AxiosResponseTransformer[] | undefined,
): AxiosResponseTransformer[] {
  if (!transform) return []
  return Array.isArray(transform) ? transform : [transform]
}

function wrapAffiliateBody(data: unknown): ApiEnvelope<unknown> {
  return { code: 200, success: true, msg: '', obj: data }
}

/** Trusts nothing from a third party: only a successful answer with an integer id counts. */
function merchantIdOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null
  const { success, data } = body as { success?: unknown; data?: unknown }
  if (success !== true || typeof data !== 'object' || data === null) return null
  const merchantId: unknown = (data as { merchantId?: unknown }).merchantId
  return typeof merchantId === 'number' && Number.isInteger(merchantId) ? merchantId : null
}

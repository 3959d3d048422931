/**
 * Partners (SPEC 7.2 Partners). The spec fixes only the affiliate service's shortCode payload and
 * that its answer is read for success and data.merchantId; the rest is ours (docs/api.md,
 * "Partners").
 */

// --- Partnership enquiry: /v1/partnership/contactUs ------------------------------------------

/** Bands rather than a free number: partners estimate, and sales triage by band. */
export type MonthlyTravellersBand = 'UNDER_1K' | '1K_10K' | '10K_100K' | 'OVER_100K'

export interface ContactUsRequest {
  name: string
  company: string
  /** The partner's address; the interceptor only adds the session email when this is absent. */
  email: string
  /** ISO 3166 alpha-2. */
  country: string
  /** May be ''. */
  website: string
  monthlyTravellers: MonthlyTravellersBand
  message: string
}

export interface ContactUsResponse {
  /** Quoted back to the partner so sales can find the enquiry. */
  ticketId: string
}

// --- Merchant public profile: /v1/partner/merchant -------------------------------------------

/** Looked up once a visit is attributed, to greet the shopper with the partner's name. */
export interface MerchantProfileRequest {
  merchantId: number
}

export interface MerchantProfileDto {
  merchantId: number
  name: string
  /** Absolute URL, or null to show the name alone. */
  logoUrl: string | null
  /** A short line shown on the partner's landing, e.g. the offer; may be ''. */
  welcomeText: string
  /** Percent off plans for shoppers the merchant sends; null when there is none. */
  discountPercent: number | null
}
export type MerchantProfileResponse = MerchantProfileDto

// --- Affiliate service: /allianceApi/v3/open/queryMerchantInviteLink --------------------------

/** A third-party service with its own envelope and base URL (affiliateApiBaseUrl). */
export interface MerchantInviteLinkRequest {
  shortCode: string
}

export interface MerchantInviteLinkDto {
  merchantId: number
  merchantSubId?: string
}

/** Not the standard envelope: no code, no msg, the payload is `data`. */
export interface MerchantInviteLinkResponse {
  success: boolean
  data?: MerchantInviteLinkDto | null
}

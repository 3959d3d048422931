/** Catalogue shapes (SPEC 7.2 Catalogue). Prices travel in USD; the client converts. */
export type AreaType = 'COUNTRY' | 'REGION' | 'GLOBAL'

export interface AreaDto {
  areaId: string
  /** ISO 3166 alpha-2 for countries, a region code (EU, AS, ...) or GLOBAL. */
  code: string
  /** URL segment: /{slug}. */
  slug: string
  type: AreaType
  /** English name; the client localises countries with Intl.DisplayNames. */
  name: string
  /** Countries covered; a country covers itself. */
  countryCodes: string[]
  fromPriceUsd: number
  popular: boolean
}

export interface QueryAreasRequest {
  type?: AreaType
}
export interface QueryAreasResponse {
  areas: AreaDto[]
}

export interface SearchAreasRequest {
  keyword: string
  lang: string
}
export interface SearchAreasResponse {
  areas: AreaDto[]
}

export interface BannerDto {
  bannerId: string
  title: string
  subtitle: string
  /** A path inside the store, e.g. /japan. */
  link: string
  accent: string
}
export interface QueryBannersResponse {
  banners: BannerDto[]
}

export type PackageType = 'DATA' | 'DAILY_UNLIMITED' | 'CALL_TEXT'
export type NetworkGeneration = '4G' | '5G'
export type ActivationPolicy = 'ON_FIRST_CONNECTION' | 'ON_INSTALL'

export interface OperatorDto {
  countryCode: string
  name: string
  network: NetworkGeneration
}

export interface PackageDto {
  packageId: string
  areaId: string
  areaSlug: string
  type: PackageType
  /** Total data in MB; for DAILY_UNLIMITED the high-speed allowance per day. */
  dataMb: number
  days: number
  priceUsd: number
  /** Set when the plan is discounted. */
  originalPriceUsd?: number
  discountEndsAt?: string
  operators: OperatorDto[]
  hotspot: boolean
  activation: ActivationPolicy
  /** Speed after the daily allowance, for unlimited plans (kbps). */
  fairUseKbps?: number
  voiceMinutes?: number
  smsCount?: number
}

export interface QueryPackageRequest {
  areaSlug: string
}
export interface QueryPackageResponse {
  area: AreaDto
  packages: PackageDto[]
}

/**
 * One area's packages, or, without areaId, packages across areas: all call-and-text plans
 * (`type: 'CALL_TEXT'`) or every plan on offer (`discountedOnly: true`, the seasonal page).
 */
export interface QueryPackageListRequest {
  areaId?: string
  type?: PackageType
  discountedOnly?: boolean
}
export interface QueryPackageListResponse {
  packages: PackageDto[]
  /** Every area the packages belong to, so a cross-area list can name them. */
  areas: AreaDto[]
}

export interface RecommendedPackageDto {
  area: AreaDto
  package: PackageDto
}
export interface QueryRecommendedResponse {
  items: RecommendedPackageDto[]
}

/**
 * How much data a traveller uses a day; the suggestion sizes plans by it (docs/trip-planner.md).
 * light: maps, messages, email; normal: plus social media, photos, some video calls;
 * heavy: streaming, long video calls, working online, sharing a hotspot.
 */
export type UsageProfile = 'light' | 'normal' | 'heavy'

export interface AreaSuggestionRequest {
  /**
   * The trip in the traveller's words, as the planner's field takes it.
   * @maxLength 500
   */
  text: string
  lang: string
  /** Defaults to normal. */
  usage?: UsageProfile
}

/**
 * One suggested plan. STAY: the plan for one stay (a country, or a region the traveller named);
 * REGIONAL: one plan for the whole multi-country trip.
 */
export interface AreaSuggestionDto {
  kind: 'STAY' | 'REGIONAL'
  area: AreaDto
  /** The cheapest plan at least `days` long with at least `dataNeededMb`; null when none is. */
  package: PackageDto | null
  /** Days the plan has to last: the stay, or the whole trip for a regional plan. */
  days: number
  /** True when the text named no duration for this stay and the server assumed `days`. */
  daysAssumed: boolean
  dataNeededMb: number
  /** Why this plan, in the request's language. */
  reason: string
}

/** What the server understood of the trip, so the page can say what it assumed. */
export interface TripSummaryDto {
  usage: UsageProfile
  mbPerDay: number
  /** Days of the whole trip: stays one after the other add up. */
  totalDays: number
  /** Sum of the STAY plans' prices, when every stay has a plan. */
  perStayTotalUsd: number | null
  /** Price of the REGIONAL plan, when there is one with a plan. */
  regionalTotalUsd: number | null
}

export interface AreaSuggestionResponse {
  suggestions: AreaSuggestionDto[]
  trip: TripSummaryDto
}

export interface DialogDto {
  dialogId: string
  title: string
  body: string
  link?: string
}
export interface QueryDialogsResponse {
  dialogs: DialogDto[]
}

import { post } from '../http'
import type {
  AreaDto,
  AreaSuggestionDto,
  AreaSuggestionResponse,
  TripSummaryDto,
  UsageProfile,
  AreaType,
  BannerDto,
  DialogDto,
  QueryAreasResponse,
  QueryBannersResponse,
  QueryDialogsResponse,
  QueryPackageListRequest,
  QueryPackageListResponse,
  QueryPackageResponse,
  QueryRecommendedResponse,
  RecommendedPackageDto,
  SearchAreasResponse,
} from '../contract/catalogue'

export const CATALOGUE_PATHS = {
  banners: '/v1/query/banner',
  areas: '/v1/query/areas',
  searchAreas: '/v2/search/areas',
  package: '/v3/query/package',
  packageList: '/v2/query/package/list',
  recommended: '/v1/query/recommended-package',
  areaSuggestion: '/api/v1/area-ai-suggestion-detail/query',
  dialogs: '/v1/dialog/show/list',
} as const

export async function queryBanners(): Promise<BannerDto[]> {
  return (await post<QueryBannersResponse>(CATALOGUE_PATHS.banners)).banners
}

export async function queryAreas(type?: AreaType): Promise<AreaDto[]> {
  return (await post<QueryAreasResponse>(CATALOGUE_PATHS.areas, type ? { type } : {})).areas
}

export async function searchAreas(keyword: string, lang: string): Promise<AreaDto[]> {
  return (await post<SearchAreasResponse>(CATALOGUE_PATHS.searchAreas, { keyword, lang })).areas
}

export async function queryPackage(areaSlug: string): Promise<QueryPackageResponse> {
  return post<QueryPackageResponse>(CATALOGUE_PATHS.package, { areaSlug })
}

export async function queryPackageList(
  filter: QueryPackageListRequest,
): Promise<QueryPackageListResponse> {
  return post<QueryPackageListResponse>(CATALOGUE_PATHS.packageList, filter)
}

export async function queryRecommendedPackages(): Promise<RecommendedPackageDto[]> {
  return (await post<QueryRecommendedResponse>(CATALOGUE_PATHS.recommended)).items
}

export interface TripSuggestion {
  suggestions: AreaSuggestionDto[]
  /** What the server understood of the trip; null from a server that does not say. */
  trip: TripSummaryDto | null
}

export async function queryAreaSuggestion(
  text: string,
  lang: string,
  usage: UsageProfile,
): Promise<TripSuggestion> {
  const body = { text, lang, usage }
  const answer = await post<AreaSuggestionResponse>(CATALOGUE_PATHS.areaSuggestion, body)
  return { suggestions: answer.suggestions, trip: answer.trip ?? null }
}

export async function queryDialogs(): Promise<DialogDto[]> {
  return (await post<QueryDialogsResponse>(CATALOGUE_PATHS.dialogs)).dialogs
}

import { post } from '../http'
import { API } from '../contract/routes'
import type {
  AreaDto,
  AreaSuggestionDto,
  TripSummaryDto,
  UsageProfile,
  AreaType,
  BannerDto,
  DialogDto,
  QueryPackageListRequest,
  QueryPackageListResponse,
  QueryPackageResponse,
  RecommendedPackageDto,
} from '../contract/catalogue'

export async function queryBanners(): Promise<BannerDto[]> {
  return (await post(API.banners)).banners
}

export async function queryAreas(type?: AreaType): Promise<AreaDto[]> {
  return (await post(API.areas, type ? { type } : {})).areas
}

export async function searchAreas(keyword: string, lang: string): Promise<AreaDto[]> {
  return (await post(API.searchAreas, { keyword, lang })).areas
}

export async function queryPackage(areaSlug: string): Promise<QueryPackageResponse> {
  return post(API.package, { areaSlug })
}

export async function queryPackageList(
  filter: QueryPackageListRequest,
): Promise<QueryPackageListResponse> {
  return post(API.packageList, filter)
}

export async function queryRecommendedPackages(): Promise<RecommendedPackageDto[]> {
  return (await post(API.recommended)).items
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
  const answer = await post(API.areaSuggestion, body)
  return { suggestions: answer.suggestions, trip: answer.trip ?? null }
}

export async function queryDialogs(): Promise<DialogDto[]> {
  return (await post(API.dialogs)).dialogs
}

import { createAppAsyncThunk } from '../../app/hooks'
import {
  queryAreaSuggestion,
  queryAreas,
  queryBanners,
  queryDialogs,
  queryPackage,
  queryPackageList,
  queryRecommendedPackages,
  searchAreas,
} from '../../api/endpoints/catalogue'
import { queryReviews } from '../../api/endpoints/promo'
import type { AreaDto, QueryPackageListRequest, UsageProfile } from '../../api/contract/catalogue'
import { serializeApiError } from '../../api/errors'
import { shouldFetch } from '../../api/loadable'
import { saveMealInfo, type MealInfo } from './mealInfoStorage'
import { LOCALE_CODES } from '../../i18n/locales'

/** Wraps an endpoint call so failures reach the slice as serialisable errors. */
async function attempt<T>(
  call: () => Promise<T>,
  reject: (error: ReturnType<typeof serializeApiError>) => unknown,
) {
  try {
    return await call()
  } catch (error) {
    return reject(serializeApiError(error)) as never
  }
}

export const fetchAreas = createAppAsyncThunk(
  'catalogue/fetchAreas',
  async (_: void, { rejectWithValue }) => attempt(() => queryAreas(), rejectWithValue),
  // Areas change rarely: one request per visit, unless the last one failed.
  { condition: (_, { getState }) => shouldFetch(getState().catalogue.areas) },
)

/**
 * Banner and dialog texts come in the language of the request, so the argument is the session
 * locale the request goes out in, and a new locale fetches them again.
 */
export const fetchBanners = createAppAsyncThunk(
  'catalogue/fetchBanners',
  async (_locale: string, { rejectWithValue }) => attempt(() => queryBanners(), rejectWithValue),
  {
    condition: (locale, { getState }) => {
      const { banners, contentLocale } = getState().catalogue
      return shouldFetch(banners) || contentLocale.banners !== locale
    },
  },
)

export const fetchRecommended = createAppAsyncThunk(
  'catalogue/fetchRecommended',
  async (_: void, { rejectWithValue }) =>
    attempt(() => queryRecommendedPackages(), rejectWithValue),
  { condition: (_, { getState }) => shouldFetch(getState().catalogue.recommended) },
)

export const fetchDialogs = createAppAsyncThunk(
  'catalogue/fetchDialogs',
  async (_locale: string, { rejectWithValue }) => attempt(() => queryDialogs(), rejectWithValue),
  {
    condition: (locale, { getState }) => {
      const { dialogs, contentLocale } = getState().catalogue
      return shouldFetch(dialogs) || contentLocale.dialogs !== locale
    },
  },
)

/** The area page's data: the area and all its packages, cached per slug for the visit. */
export const fetchAreaPackages = createAppAsyncThunk(
  'catalogue/fetchAreaPackages',
  async (slug: string, { rejectWithValue }) => attempt(() => queryPackage(slug), rejectWithValue),
  { condition: (slug, { getState }) => shouldFetch(getState().catalogue.areaPackages[slug]) },
)

/** Plans across destinations: every call-and-text plan, or every plan on seasonal offer. */
export type CrossAreaListKind = 'callText' | 'discount'

export const CROSS_AREA_FILTERS: Record<CrossAreaListKind, QueryPackageListRequest> = {
  callText: { type: 'CALL_TEXT' },
  discount: { discountedOnly: true },
}

export const fetchCrossAreaList = createAppAsyncThunk(
  'catalogue/fetchCrossAreaList',
  async (kind: CrossAreaListKind, { rejectWithValue }) =>
    attempt(() => queryPackageList(CROSS_AREA_FILTERS[kind]), rejectWithValue),
  { condition: (kind, { getState }) => shouldFetch(getState().catalogue.crossAreaLists[kind]) },
)

/** Search as you type; a newer query supersedes the older one (see the slice). */
export const searchDestinations = createAppAsyncThunk(
  'catalogue/searchDestinations',
  async (keyword: string, { getState, rejectWithValue }) =>
    attempt(() => searchAreas(keyword, getState().session.locale), rejectWithValue),
)

/** A trip description and the usage profile to size its plans by. */
export interface TripQuestion {
  text: string
  usage: UsageProfile
}

export const suggestDestinations = createAppAsyncThunk(
  'catalogue/suggestDestinations',
  async ({ text, usage }: TripQuestion, { getState, rejectWithValue }) =>
    attempt(() => queryAreaSuggestion(text, getState().session.locale, usage), rejectWithValue),
)

/**
 * The whole area list, asked once per store (keyed by its getState): the search's guard checks
 * a new country as the traveller types, and each would otherwise ask for the same list again.
 * A failed answer is forgotten, so the next check asks anew.
 */
const everyArea = new WeakMap<() => unknown, Promise<AreaDto[]>>()
function areasOnce(getState: () => unknown): Promise<AreaDto[]> {
  let areas = everyArea.get(getState)
  if (!areas) {
    areas = queryAreas()
    everyArea.set(getState, areas)
    areas.catch(() => everyArea.delete(getState))
  }
  return areas
}

/**
 * The look-alike countries and covering regional plans of a country (neighbours.ts), from the
 * API's area list; the list is kept out of the state, so a page's data stays its own size.
 */
export const fetchNeighbours = createAppAsyncThunk(
  'catalogue/fetchNeighbours',
  async (area: AreaDto, { getState, rejectWithValue }) =>
    attempt(async () => {
      // Only a country's page asks, and a pre-rendered one comes with them: not in the entry.
      const [{ neighboursOf }, areas] = await Promise.all([
        import('./neighbours'),
        areasOnce(getState),
      ])
      return neighboursOf(area, areas, LOCALE_CODES)
    }, rejectWithValue),
  {
    condition: (area, { getState }) =>
      area.type === 'COUNTRY' && shouldFetch(getState().catalogue.neighbours[area.slug]),
  },
)

/** Whose reviews: a plan's, an area's, or the whole store's. */
export type ReviewTarget = { packageId: string } | { areaId: string } | 'store'

/** Where a target's reviews sit in the store: a plan under its id (the common case). */
export function reviewsKey(target: ReviewTarget): string {
  if (target === 'store') return 'store'
  return 'packageId' in target ? target.packageId : `area:${target.areaId}`
}

export interface ReviewsQuery {
  target: ReviewTarget
  pageNum: number
  pageSize: number
}

/** Reviews in the request's language (the page's) come first: the server orders them. */
export const fetchReviews = createAppAsyncThunk(
  'catalogue/fetchReviews',
  async ({ target, pageNum, pageSize }: ReviewsQuery, { rejectWithValue }) =>
    attempt(
      () => queryReviews(target === 'store' ? {} : target, pageNum, pageSize),
      rejectWithValue,
    ),
)

/** Chooses a plan: into the store and onto disk, so detail and checkout survive a reload. */
export const choosePlan = createAppAsyncThunk(
  'catalogue/choosePlan',
  async (mealInfo: MealInfo) => {
    saveMealInfo(mealInfo)
    return mealInfo
  },
)

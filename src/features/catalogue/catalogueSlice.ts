import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type {
  AreaDto,
  BannerDto,
  DialogDto,
  PackageType,
  QueryPackageListResponse,
  QueryPackageResponse,
  RecommendedPackageDto,
} from '../../api/contract/catalogue'
import type { TripSuggestion } from '../../api/endpoints/catalogue'
import type { ReviewPageDto } from '../../api/contract/promo'
import type { Neighbours } from './neighbours'
import { idle, type Loadable } from '../../api/loadable'
import type { MealInfo } from './mealInfoStorage'
import {
  choosePlan,
  fetchAreaPackages,
  fetchAreas,
  fetchBanners,
  fetchCrossAreaList,
  fetchDialogs,
  fetchReviews,
  fetchNeighbours,
  reviewsKey,
  fetchRecommended,
  searchDestinations,
  suggestDestinations,
  type CrossAreaListKind,
  type TripQuestion,
} from './thunks'
import { completeEntry, revalidateEntry, type RevalidatedEntry } from './revalidate'
import type { TrimmedLists } from './htmlTrim'

const sameQuestion = (a: TripQuestion, b: TripQuestion | null) =>
  a.text === b?.text && a.usage === b.usage

export interface CatalogueState {
  areas: Loadable<AreaDto[]>
  banners: Loadable<BannerDto[]>
  recommended: Loadable<RecommendedPackageDto[]>
  dialogs: Loadable<DialogDto[]>
  /** The locale banners and dialogs were requested in: the server writes them in that language. */
  contentLocale: Record<LocalisedListKey, string>
  /** Per area slug. */
  areaPackages: Record<string, Loadable<QueryPackageResponse | null>>
  /** Plans across destinations: the call-and-text page and the seasonal discount page. */
  crossAreaLists: Record<CrossAreaListKind, Loadable<QueryPackageListResponse | null>>
  search: Loadable<AreaDto[]> & { query: string }
  /** The last trip asked about; an answer to an older question is dropped. */
  suggestion: Loadable<TripSuggestion | null> & { question: TripQuestion | null }
  /** Per country slug: look-alike countries and the regional plans that cover it. */
  neighbours: Record<string, Loadable<Neighbours | null>>
  /** Per package id: the last page loaded. */
  reviews: Record<string, Loadable<ReviewPageDto | null>>
  /** The selected plan (SPEC 3.1). */
  mealInfo: MealInfo | null
  /** The plan list's type tab (default data), selected index and day count (SPEC 3.1). */
  dataplanType: PackageType
  dataplanIndex: number
  dataplanDays: number
}

export const initialCatalogueState: CatalogueState = {
  areas: idle([]),
  banners: idle([]),
  recommended: idle([]),
  dialogs: idle([]),
  contentLocale: { banners: '', dialogs: '' },
  areaPackages: {},
  crossAreaLists: { callText: idle(null), discount: idle(null) },
  search: { ...idle([]), query: '' },
  suggestion: { ...idle(null), question: null },
  neighbours: {},
  reviews: {},
  mealInfo: null,
  dataplanType: 'DATA',
  dataplanIndex: 0,
  dataplanDays: 0,
}

/** Generic pending/fulfilled/rejected wiring for a Loadable at a fixed key. */
type ListKey = 'areas' | 'banners' | 'recommended' | 'dialogs'
type LocalisedListKey = 'banners' | 'dialogs'
const isLocalised = (key: ListKey): key is LocalisedListKey =>
  key === 'banners' || key === 'dialogs'

/** The loadable a revalidated entry names. */
function entryOf(state: CatalogueState, entry: RevalidatedEntry): Loadable<unknown> | undefined {
  if (entry.kind === 'areas' || entry.kind === 'recommended') return state[entry.kind]
  if (entry.kind === 'areaPackages') return state.areaPackages[entry.slug]
  return state.crossAreaLists[entry.list]
}

const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState: initialCatalogueState,
  reducers: {
    dataplanTypeChosen(state, action: PayloadAction<PackageType>) {
      state.dataplanType = action.payload
      state.dataplanIndex = 0
    },
    dataplanIndexChosen(state, action: PayloadAction<number>) {
      state.dataplanIndex = action.payload
    },
    dataplanDaysChosen(state, action: PayloadAction<number>) {
      state.dataplanDays = action.payload
    },
    searchCleared(state) {
      state.search = { ...idle([]), query: '' }
    },
    suggestionCleared(state) {
      state.suggestion = { ...idle(null), question: null }
    },
    /** The build keeps only the head of the page's long lists in its HTML (htmlTrim.ts). */
    trimmedForHtml(state, action: PayloadAction<TrimmedLists>) {
      if (action.payload.areas) state.areas = action.payload.areas
      for (const [kind, list] of Object.entries(action.payload.crossAreaLists ?? {})) {
        state.crossAreaLists[kind as CrossAreaListKind] = list
      }
    },
  },
  extraReducers: (builder) => {
    const lists: [
      ListKey,
      typeof fetchAreas | typeof fetchBanners | typeof fetchRecommended | typeof fetchDialogs,
    ][] = [
      ['areas', fetchAreas],
      ['banners', fetchBanners],
      ['recommended', fetchRecommended],
      ['dialogs', fetchDialogs],
    ]
    for (const [key, thunk] of lists) {
      builder
        .addCase(thunk.pending, (state, action) => {
          state[key].status = 'pending'
          state[key].error = null
          if (isLocalised(key)) state.contentLocale[key] = String(action.meta.arg)
        })
        .addCase(thunk.fulfilled, (state, action) => {
          // An answer in a language the visitor has since left must not land.
          if (isLocalised(key) && state.contentLocale[key] !== action.meta.arg) return
          state[key] = { status: 'succeeded', data: action.payload as never, error: null }
        })
        .addCase(thunk.rejected, (state, action) => {
          if (isLocalised(key) && state.contentLocale[key] !== action.meta.arg) return
          state[key].status = 'failed'
          state[key].error = action.payload ?? null
        })
    }
    builder
      .addCase(fetchAreaPackages.pending, (state, action) => {
        state.areaPackages[action.meta.arg] = { status: 'pending', data: null, error: null }
      })
      .addCase(fetchAreaPackages.fulfilled, (state, action) => {
        state.areaPackages[action.meta.arg] = {
          status: 'succeeded',
          data: action.payload,
          error: null,
        }
      })
      .addCase(fetchAreaPackages.rejected, (state, action) => {
        state.areaPackages[action.meta.arg] = {
          status: 'failed',
          data: null,
          error: action.payload ?? null,
        }
      })
      .addCase(fetchCrossAreaList.pending, (state, action) => {
        state.crossAreaLists[action.meta.arg] = { status: 'pending', data: null, error: null }
      })
      .addCase(fetchCrossAreaList.fulfilled, (state, action) => {
        state.crossAreaLists[action.meta.arg] = {
          status: 'succeeded',
          data: action.payload,
          error: null,
        }
      })
      .addCase(fetchCrossAreaList.rejected, (state, action) => {
        state.crossAreaLists[action.meta.arg] = {
          status: 'failed',
          data: null,
          error: action.payload ?? null,
        }
      })
      // Only the answer to the latest query may land: typing fast must not show stale results.
      .addCase(searchDestinations.pending, (state, action) => {
        state.search.query = action.meta.arg
        state.search.status = 'pending'
        state.search.error = null
      })
      .addCase(searchDestinations.fulfilled, (state, action) => {
        if (action.meta.arg !== state.search.query) return
        state.search.status = 'succeeded'
        state.search.data = action.payload
      })
      .addCase(searchDestinations.rejected, (state, action) => {
        if (action.meta.arg !== state.search.query) return
        state.search.status = 'failed'
        state.search.error = action.payload ?? null
      })
      .addCase(suggestDestinations.pending, (state, action) => {
        state.suggestion = {
          status: 'pending',
          data: state.suggestion.data,
          error: null,
          question: action.meta.arg,
        }
      })
      .addCase(suggestDestinations.fulfilled, (state, action) => {
        if (!sameQuestion(action.meta.arg, state.suggestion.question)) return
        state.suggestion.status = 'succeeded'
        state.suggestion.data = action.payload
      })
      .addCase(suggestDestinations.rejected, (state, action) => {
        if (!sameQuestion(action.meta.arg, state.suggestion.question)) return
        state.suggestion.status = 'failed'
        state.suggestion.error = action.payload ?? null
      })
      .addCase(fetchNeighbours.pending, (state, action) => {
        const slug = action.meta.arg.slug
        state.neighbours[slug] = {
          status: 'pending',
          data: state.neighbours[slug]?.data ?? null,
          error: null,
        }
      })
      .addCase(fetchNeighbours.fulfilled, (state, action) => {
        state.neighbours[action.meta.arg.slug] = {
          status: 'succeeded',
          data: action.payload,
          error: null,
        }
      })
      .addCase(fetchNeighbours.rejected, (state, action) => {
        const slug = action.meta.arg.slug
        state.neighbours[slug] = {
          status: 'failed',
          data: state.neighbours[slug]?.data ?? null,
          error: action.payload ?? null,
        }
      })
      .addCase(fetchReviews.pending, (state, action) => {
        const key = reviewsKey(action.meta.arg.target)
        state.reviews[key] = {
          status: 'pending',
          data: state.reviews[key]?.data ?? null,
          error: null,
        }
      })
      .addCase(fetchReviews.fulfilled, (state, action) => {
        state.reviews[reviewsKey(action.meta.arg.target)] = {
          status: 'succeeded',
          data: action.payload,
          error: null,
        }
      })
      .addCase(fetchReviews.rejected, (state, action) => {
        const key = reviewsKey(action.meta.arg.target)
        state.reviews[key] = {
          status: 'failed',
          data: state.reviews[key]?.data ?? null,
          error: action.payload ?? null,
        }
      })
      // A fresher copy of what the page shows replaces it in place, only while the page still
      // shows that copy (a retry or another request in between owns the entry then).
      .addCase(revalidateEntry.fulfilled, (state, action) => {
        if (!action.payload) return
        const current = entryOf(state, action.meta.arg)
        if (current?.status !== 'succeeded') return
        current.data = action.payload.data as never
        if (action.payload.partial) current.partial = action.payload.partial
      })
      .addCase(completeEntry.fulfilled, (state, action) => {
        const current = entryOf(state, action.meta.arg)
        if (current?.status !== 'succeeded') return
        current.data = action.payload as never
        delete current.partial
      })
      .addCase(choosePlan.fulfilled, (state, action) => {
        state.mealInfo = action.payload
      })
  },
})

export const {
  dataplanTypeChosen,
  dataplanIndexChosen,
  dataplanDaysChosen,
  searchCleared,
  suggestionCleared,
  trimmedForHtml,
} = catalogueSlice.actions
export const catalogueReducer = catalogueSlice.reducer

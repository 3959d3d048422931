import type { Params } from 'react-router'
import type { AppDispatch } from '../store'
import type { LocaleCode } from '../../i18n/locales'
import {
  fetchAreaPackages,
  fetchAreas,
  fetchBanners,
  fetchCrossAreaList,
  fetchDialogs,
  fetchReviews,
  fetchNeighbours,
  fetchRecommended,
} from '../../features/catalogue/thunks'
import { REVIEWS_PAGE_SIZE } from '../../features/catalogue/plan/ReviewsSection'
import { groupPlans } from '../../features/catalogue/area/planGroups'

type PageDataLoader = (
  dispatch: AppDispatch,
  params: Params,
  locale: LocaleCode,
) => Promise<unknown>

const reviewsOf = (dispatch: AppDispatch, packageId: string) =>
  dispatch(fetchReviews({ target: { packageId }, pageNum: 1, pageSize: REVIEWS_PAGE_SIZE }))

/** A destination's score: its count and average, no list. */
const areaReviewsOf = (dispatch: AppDispatch, areaId: string) =>
  dispatch(fetchReviews({ target: { areaId }, pageNum: 1, pageSize: 1 }))

/**
 * The data each public page shows, loaded before the build renders it (src/entry-server.tsx),
 * through the very thunks the page dispatches from its effects. Those thunks skip data that is
 * already in the store (their `condition`), so the hydrated page asks for nothing twice.
 * Pages not listed here have no data of their own.
 */
export const PAGE_DATA: Readonly<Record<string, PageDataLoader>> = {
  index: (dispatch, _params, locale) =>
    Promise.all([
      dispatch(fetchAreas()),
      dispatch(fetchRecommended()),
      dispatch(fetchBanners(locale)),
      dispatch(fetchDialogs(locale)),
      dispatch(fetchReviews({ target: 'store', pageNum: 1, pageSize: 1 })),
    ]),
  // The plan the page opens on shows its review score: in the HTML too, not fetched after load.
  // The destination's score under its heading too.
  area: async (dispatch, { area = '' }) => {
    const loaded = await dispatch(fetchAreaPackages(area))
    if (!fetchAreaPackages.fulfilled.match(loaded)) return
    const groups = groupPlans(loaded.payload.packages)
    const first = groups.types[0] ? groups.byType[groups.types[0]][0] : undefined
    await Promise.all([
      areaReviewsOf(dispatch, loaded.payload.area.areaId),
      dispatch(fetchNeighbours(loaded.payload.area)),
      first && reviewsOf(dispatch, first.packageId),
    ])
  },
  'area-dataplan': async (dispatch, { area = '', dataplan = '' }) => {
    const [loaded] = await Promise.all([
      dispatch(fetchAreaPackages(area)),
      reviewsOf(dispatch, dataplan),
    ])
    if (fetchAreaPackages.fulfilled.match(loaded))
      await Promise.all([
        areaReviewsOf(dispatch, loaded.payload.area.areaId),
        dispatch(fetchNeighbours(loaded.payload.area)),
      ])
  },
  'esim-call-text': (dispatch) => dispatch(fetchCrossAreaList('callText')),
  'esim-call-text-dataplan': (dispatch, { dataplan = '' }) =>
    Promise.all([dispatch(fetchCrossAreaList('callText')), reviewsOf(dispatch, dataplan)]),
  'esim-christmas-discount': (dispatch) => dispatch(fetchCrossAreaList('discount')),
}

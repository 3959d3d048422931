import type { Params } from 'react-router'
import type { AppDispatch } from '../store'
import type { LocaleCode } from '../../i18n/locales'
import {
  fetchAreaPackages,
  fetchAreas,
  fetchBanners,
  fetchCrossAreaList,
  fetchDialogs,
  fetchPlanReviews,
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
  dispatch(fetchPlanReviews({ packageId, pageNum: 1, pageSize: REVIEWS_PAGE_SIZE }))

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
    ]),
  // The plan the page opens on shows its review score: in the HTML too, not fetched after load.
  area: async (dispatch, { area = '' }) => {
    const loaded = await dispatch(fetchAreaPackages(area))
    if (!fetchAreaPackages.fulfilled.match(loaded)) return
    const groups = groupPlans(loaded.payload.packages)
    const first = groups.types[0] ? groups.byType[groups.types[0]][0] : undefined
    if (first) await reviewsOf(dispatch, first.packageId)
  },
  'area-dataplan': (dispatch, { area = '', dataplan = '' }) =>
    Promise.all([dispatch(fetchAreaPackages(area)), reviewsOf(dispatch, dataplan)]),
  'esim-call-text': (dispatch) => dispatch(fetchCrossAreaList('callText')),
  'esim-call-text-dataplan': (dispatch, { dataplan = '' }) =>
    Promise.all([dispatch(fetchCrossAreaList('callText')), reviewsOf(dispatch, dataplan)]),
  'esim-christmas-discount': (dispatch) => dispatch(fetchCrossAreaList('discount')),
}

import { createAppAsyncThunk, type AppDispatch, type RootState } from '../../app/hooks'
import {
  queryAreas,
  queryPackage,
  queryPackageList,
  queryRecommendedPackages,
} from '../../api/endpoints/catalogue'
import { CROSS_AREA_FILTERS, type CrossAreaListKind } from './thunks'

/**
 * Stale-while-revalidate for a page that arrived with the build's catalogue in its HTML: the
 * page keeps showing what it has (no loading state, no layout change) while the same data is
 * asked for again, and a fresher answer replaces it in place. A failure keeps the build's copy:
 * a visitor still has a working page, and the next navigation asks again.
 */
export type RevalidatedEntry =
  | { kind: 'areas' }
  | { kind: 'recommended' }
  | { kind: 'areaPackages'; slug: string }
  | { kind: 'crossAreaList'; list: CrossAreaListKind }

async function ask(entry: RevalidatedEntry) {
  switch (entry.kind) {
    case 'areas':
      return queryAreas()
    case 'recommended':
      return queryRecommendedPackages()
    case 'areaPackages':
      return queryPackage(entry.slug)
    case 'crossAreaList':
      return queryPackageList(CROSS_AREA_FILTERS[entry.list])
  }
}

export const revalidateEntry = createAppAsyncThunk(
  'catalogue/revalidateEntry',
  async (entry: RevalidatedEntry) => ask(entry),
)

/** What of the catalogue the page holds: everything loaded, and nothing else. */
export function loadedEntries(state: Pick<RootState, 'catalogue'>): RevalidatedEntry[] {
  const { areas, recommended, areaPackages, crossAreaLists } = state.catalogue
  const entries: RevalidatedEntry[] = []
  if (areas.status === 'succeeded') entries.push({ kind: 'areas' })
  if (recommended.status === 'succeeded') entries.push({ kind: 'recommended' })
  for (const [slug, loadable] of Object.entries(areaPackages)) {
    if (loadable.status === 'succeeded') entries.push({ kind: 'areaPackages', slug })
  }
  for (const [list, loadable] of Object.entries(crossAreaLists)) {
    if (loadable.status === 'succeeded')
      entries.push({ kind: 'crossAreaList', list: list as CrossAreaListKind })
  }
  return entries
}

/** Asks again for every catalogue answer the page holds. */
export function revalidateCatalogue(dispatch: AppDispatch, state: RootState): Promise<unknown> {
  return Promise.all(loadedEntries(state).map((entry) => dispatch(revalidateEntry(entry))))
}

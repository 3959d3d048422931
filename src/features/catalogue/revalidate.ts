import { createAppAsyncThunk, type AppDispatch, type RootState } from '../../app/hooks'
import {
  queryAreas,
  queryPackage,
  queryPackageList,
  queryRecommendedPackages,
} from '../../api/endpoints/catalogue'
import { yieldToMain } from '../../shared/lib/yieldToMain'
import { CROSS_AREA_FILTERS, type CrossAreaListKind } from './thunks'
import type { Loadable } from '../../api/loadable'
import type { AreaDto, QueryPackageListResponse } from '../../api/contract/catalogue'

/**
 * Stale-while-revalidate for a page that arrived with the build's catalogue in its HTML: the
 * page keeps showing what it has (no loading state, no layout change) while the same data is
 * asked for again, and a fresher answer replaces it in place. A failure keeps the build's copy:
 * a visitor still has a working page, and the next navigation asks again.
 *
 * An answer equal to what the page shows changes nothing (no render at all: on a slow phone a
 * needless render of a whole page is a long task). A list the build cut short (htmlTrim.ts)
 * stays as short: its shown entries take the fresh values, and only `completeEntry`, when the
 * visitor asks for more, brings the rest.
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

type EntryData = Awaited<ReturnType<typeof ask>>
type HeldEntry = Loadable<EntryData | null> | undefined

function heldEntry(state: RootState, entry: RevalidatedEntry): HeldEntry {
  const { catalogue } = state
  if (entry.kind === 'areas' || entry.kind === 'recommended') return catalogue[entry.kind]
  if (entry.kind === 'areaPackages') return catalogue.areaPackages[entry.slug]
  return catalogue.crossAreaLists[entry.list]
}

/** The fresh values of what `held` shows, in its order; entries gone from the answer drop out. */
function freshOf<T>(held: readonly T[], fresh: readonly T[], id: (item: T) => string): T[] {
  const byId = new Map(fresh.map((item) => [id(item), item]))
  return held.flatMap((item) => byId.get(id(item)) ?? [])
}

/** The fresh answer cut to the entries a short list shows, with the fresh full counts. */
function shortened(
  fresh: EntryData,
  held: EntryData,
): Pick<Loadable<EntryData>, 'data' | 'partial'> {
  if (Array.isArray(fresh) && Array.isArray(held)) {
    const areas = fresh as AreaDto[]
    const partial: Record<string, number> = {}
    for (const area of areas) partial[area.type] = (partial[area.type] ?? 0) + 1
    return { data: freshOf(held as AreaDto[], areas, (area) => area.areaId), partial }
  }
  const list = fresh as QueryPackageListResponse
  const shown = held as QueryPackageListResponse
  return {
    data: {
      packages: freshOf(shown.packages, list.packages, (pkg) => pkg.packageId),
      areas: freshOf(shown.areas, list.areas, (area) => area.areaId),
    },
    partial: { plans: list.packages.length, destinations: list.areas.length },
  }
}

/** What a background revalidation changes, or null when the page already shows it. */
export interface Revalidated {
  data: EntryData
  partial?: Record<string, number>
}

export const revalidateEntry = createAppAsyncThunk(
  'catalogue/revalidateEntry',
  async (entry: RevalidatedEntry, { getState }): Promise<Revalidated | null> => {
    const fresh = await ask(entry)
    const held = heldEntry(getState(), entry)
    const next: Revalidated =
      held?.partial && held.data ? shortened(fresh, held.data) : { data: fresh }
    const same =
      JSON.stringify(next.data) === JSON.stringify(held?.data) &&
      JSON.stringify(next.partial) === JSON.stringify(held?.partial)
    return same ? null : next
  },
)

/** The whole of a list the build cut short, when the visitor asks for more of it. */
export const completeEntry = createAppAsyncThunk(
  'catalogue/completeEntry',
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

/**
 * Asks again for every catalogue answer the page holds, one after the other, each in tasks of
 * its own: signing, parsing and comparing all of them at once was one long task on a budget
 * phone (~190 ms at 8x CPU slowdown), and nobody waits for these answers.
 */
export async function revalidateCatalogue(dispatch: AppDispatch, state: RootState): Promise<void> {
  for (const entry of loadedEntries(state)) {
    await yieldToMain()
    await dispatch(revalidateEntry(entry))
  }
}

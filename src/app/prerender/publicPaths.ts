import type { AppStore } from '../store'
import { fetchAreaPackages, fetchAreas, fetchCrossAreaList } from '../../features/catalogue/thunks'
import { pages } from '../router/pages'
import { staticPublicPaths } from '../head/publicPages'

/** Runs `task` over `items`, at most `width` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  width: number,
  task: (item: T) => Promise<unknown>,
) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker))
}

/**
 * Every public page of the catalogue, without locale prefix: the pages without parameters,
 * every destination, every plan of every destination and every call-and-text plan, read from
 * the API through the app's own thunks. A catalogue request that fails fails the build: a
 * missing destination page would be a hole in the site, not a smaller site.
 */
export async function publicPaths(store: AppStore, productSlug: string): Promise<string[]> {
  const { dispatch, getState } = store
  await Promise.all([dispatch(fetchAreas()), dispatch(fetchCrossAreaList('callText'))])
  const { areas, crossAreaLists } = getState().catalogue
  if (areas.status !== 'succeeded') throw new Error(`areas: ${areas.error?.msg ?? areas.status}`)
  const callText = crossAreaLists.callText
  if (callText.status !== 'succeeded' || !callText.data) {
    throw new Error(`call-and-text plans: ${callText.error?.msg ?? callText.status}`)
  }
  await eachLimited(areas.data, 8, (area) => dispatch(fetchAreaPackages(area.slug)))
  const paths = staticPublicPaths(pages, productSlug)
  for (const area of areas.data) {
    const loaded = getState().catalogue.areaPackages[area.slug]
    if (loaded?.status !== 'succeeded' || !loaded.data) {
      throw new Error(`plans of ${area.slug}: ${loaded?.error?.msg ?? loaded?.status}`)
    }
    paths.push(
      `/${area.slug}`,
      ...loaded.data.packages.map((pkg) => `/${area.slug}/${pkg.packageId}`),
    )
  }
  paths.push(...callText.data.packages.map((pkg) => `/esim-call-text/${pkg.packageId}`))
  return [...new Set(paths)]
}

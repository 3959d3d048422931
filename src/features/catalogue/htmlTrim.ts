import type { TFunction } from 'i18next'
import type { AreaDto, AreaType, QueryPackageListResponse } from '../../api/contract/catalogue'
import type { CatalogueState } from './catalogueSlice'
import type { CrossAreaListKind } from './thunks'
import type { Loadable } from '../../api/loadable'
import {
  callTextOrder,
  destinationOrder,
  destinationsCollapsed,
  discountOrder,
  DESTINATIONS_SHOWN,
  type NamedPlan,
} from './listOrder'

/** Offer cards a list page shows in its HTML; the rest follow once the page has loaded. */
export const OFFERS_SHOWN = 24

const AREA_TYPES: readonly AreaType[] = ['COUNTRY', 'REGION', 'GLOBAL']

export interface TrimmedLists {
  areas?: Loadable<AreaDto[]>
  crossAreaLists?: Partial<Record<CrossAreaListKind, Loadable<QueryPackageListResponse | null>>>
}

function listOf(plans: readonly NamedPlan[]): QueryPackageListResponse {
  const areas = new Map(plans.map(({ area }) => [area.areaId, area]))
  return { packages: plans.map(({ pkg }) => pkg), areas: [...areas.values()] }
}

function trimmedList(
  full: QueryPackageListResponse,
  kept: readonly NamedPlan[],
): Loadable<QueryPackageListResponse> {
  return {
    status: 'succeeded',
    data: listOf(kept),
    error: null,
    partial: { plans: full.packages.length, destinations: full.areas.length },
  }
}

/**
 * What of the catalogue's long lists a page's HTML carries: the head the page shows before the
 * visitor asks for more, so a page's HTML stays the same size however large the catalogue
 * grows (issue 16.7). Each list is cut in the order the page shows it (listOrder.ts). Nothing is
 * cut from a list the page shows whole.
 */
export function trimForHtml(
  catalogue: CatalogueState,
  routeName: string,
  params: Record<string, string | undefined>,
  locale: string,
  t: TFunction,
): TrimmedLists {
  if (routeName === 'index' && catalogue.areas.status === 'succeeded') {
    const all = catalogue.areas.data
    const kept = new Set<AreaDto>()
    for (const type of AREA_TYPES) {
      const ordered = destinationOrder(all, type, locale, t)
      ordered
        .slice(0, destinationsCollapsed(ordered, DESTINATIONS_SHOWN))
        .forEach((area) => kept.add(area))
    }
    if (kept.size === all.length) return {}
    const totals = Object.fromEntries(
      AREA_TYPES.map((type) => [type, all.filter((area) => area.type === type).length]),
    )
    return {
      areas: {
        status: 'succeeded',
        data: all.filter((area) => kept.has(area)),
        error: null,
        partial: totals,
      },
    }
  }

  const callText = catalogue.crossAreaLists.callText.data
  if (routeName === 'esim-call-text' && callText) {
    const ordered = callTextOrder(callText, locale, t)
    if (ordered.length <= OFFERS_SHOWN) return {}
    return { crossAreaLists: { callText: trimmedList(callText, ordered.slice(0, OFFERS_SHOWN)) } }
  }
  if (routeName === 'esim-call-text-dataplan' && callText) {
    // A plan's own page shows it and the other plans of its destination.
    const ordered = callTextOrder(callText, locale, t)
    const selected = ordered.find((item) => item.pkg.packageId === params.dataplan)
    if (!selected) return {}
    const kept = ordered.filter((item) => item.area.areaId === selected.area.areaId)
    return { crossAreaLists: { callText: trimmedList(callText, kept) } }
  }

  const discount = catalogue.crossAreaLists.discount.data
  if (routeName === 'esim-christmas-discount' && discount) {
    const ordered = discountOrder(discount, locale, t)
    if (ordered.length <= OFFERS_SHOWN) return {}
    // The headline names the soonest end of any offer: that offer stays in, wherever it sorts.
    const soonest = ordered
      .filter((item) => item.pkg.discountEndsAt)
      .sort((a, b) => a.pkg.discountEndsAt!.localeCompare(b.pkg.discountEndsAt!))[0]
    const kept = ordered.slice(0, OFFERS_SHOWN)
    if (soonest && !kept.includes(soonest)) kept.push(soonest)
    return { crossAreaLists: { discount: trimmedList(discount, kept) } }
  }
  return {}
}

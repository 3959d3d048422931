import type { TFunction } from 'i18next'
import type {
  AreaDto,
  AreaType,
  PackageDto,
  QueryPackageListResponse,
} from '../../api/contract/catalogue'
import { localAreaName } from '../../i18n/areaName'
import { withAreas } from './offers/areaIndex'
import { savedFraction } from './plan/planText'
import { compareNames } from '../../shared/lib/collation'

/**
 * The order the catalogue's long lists are shown in, in one place: the pages sort by it, and
 * the build keeps only the head of each list in a page's HTML (htmlTrim.ts), which must be the
 * head the page shows.
 */

/** Home's destination cards shown before "Show all" (four rows on a desktop). */
export const DESTINATIONS_SHOWN = 16

/** Destinations of one type: popular first, then alphabetically in the visitor's language. */
export function destinationOrder(
  areas: readonly AreaDto[],
  type: AreaType,
  locale: string,
  t: TFunction,
): AreaDto[] {
  return areas
    .filter((area) => area.type === type)
    .map((area) => ({ area, name: localAreaName(area, locale, t) }))
    .sort(
      (a, b) =>
        Number(b.area.popular) - Number(a.area.popular) || compareNames(a.name, b.name, locale),
    )
    .map(({ area }) => area)
}

/** How many cards of an ordered destination list show before "Show all": popular ones always. */
export function destinationsCollapsed(ordered: readonly AreaDto[], limit: number): number {
  return Math.max(limit, ordered.filter((area) => area.popular).length)
}

export interface NamedPlan {
  area: AreaDto
  pkg: PackageDto
  name: string
}

/** A list's plans with their destination, named in the page's language. */
function named(list: QueryPackageListResponse, locale: string, t: TFunction): NamedPlan[] {
  return withAreas(list.packages, list.areas).map((item) => ({
    ...item,
    name: localAreaName(item.area, locale, t),
  }))
}

/** A list's plans, named, in the order `compare` gives (`byName` sorts in the page's language). */
function ordered(
  list: QueryPackageListResponse,
  locale: string,
  t: TFunction,
  compare: (a: NamedPlan, b: NamedPlan, byName: (a: string, b: string) => number) => number,
): NamedPlan[] {
  const byName = (a: string, b: string) => compareNames(a, b, locale)
  return named(list, locale, t).sort((a, b) => compare(a, b, byName))
}

/** Call-and-text plans: by destination name, then smallest data first. */
export const callTextOrder = (list: QueryPackageListResponse, locale: string, t: TFunction) =>
  ordered(list, locale, t, (a, b, byName) => byName(a.name, b.name) || a.pkg.dataMb - b.pkg.dataMb)

/** Seasonal offers: biggest saving first, then by destination name. */
export const discountOrder = (list: QueryPackageListResponse, locale: string, t: TFunction) =>
  ordered(
    list,
    locale,
    t,
    (a, b, byName) =>
      (savedFraction(b.pkg) ?? 0) - (savedFraction(a.pkg) ?? 0) || byName(a.name, b.name),
  )

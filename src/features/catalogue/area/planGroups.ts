import type { PackageDto, PackageType } from '../../../api/contract/catalogue'

/** Tab order on the area page: data first (the default, SPEC 3.1), then unlimited, then calls. */
export const PLAN_TYPES: readonly PackageType[] = ['DATA', 'DAILY_UNLIMITED', 'CALL_TEXT']

export interface PlanGroups {
  /** The types this area sells, in tab order. */
  types: PackageType[]
  byType: Record<PackageType, PackageDto[]>
}

/** Daily passes read best by length; the others by how much data they carry. */
function compare(a: PackageDto, b: PackageDto): number {
  if (a.type === 'DAILY_UNLIMITED') return a.days - b.days || a.dataMb - b.dataMb
  return a.dataMb - b.dataMb || a.days - b.days || a.priceUsd - b.priceUsd
}

export function groupPlans(packages: readonly PackageDto[]): PlanGroups {
  const byType: Record<PackageType, PackageDto[]> = {
    DATA: [],
    DAILY_UNLIMITED: [],
    CALL_TEXT: [],
  }
  for (const pkg of packages) byType[pkg.type].push(pkg)
  for (const type of PLAN_TYPES) byType[type].sort(compare)
  return { types: PLAN_TYPES.filter((type) => byType[type].length > 0), byType }
}

/** How a visitor may order a tab's plans (issue 37.1); 'size' is the tab's own order above. */
export type PlanOrder = 'size' | 'price' | 'validity' | 'value'
export const PLAN_ORDERS: readonly PlanOrder[] = ['size', 'price', 'validity', 'value']

/** The tab's plans in that order, ties kept in the tab's order; a new array. */
export function orderPlans(plans: readonly PackageDto[], order: PlanOrder): PackageDto[] {
  const perGb = (pkg: PackageDto) =>
    pkg.type === 'DAILY_UNLIMITED' || pkg.dataMb <= 0 ? Infinity : pkg.priceUsd / pkg.dataMb
  const key: Record<PlanOrder, (pkg: PackageDto) => number> = {
    size: () => 0,
    price: (pkg) => pkg.priceUsd,
    validity: (pkg) => -pkg.days,
    value: perGb,
  }
  return [...plans].sort((a, b) => key[order](a) - key[order](b))
}

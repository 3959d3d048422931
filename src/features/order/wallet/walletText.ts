import type { TFunction } from 'i18next'
import type { OrderPackageDto } from '../../../api/contract/order'
import { planData, planDays } from '../../../i18n/planWords'

/** The store's one naming of destinations (countries by Intl, regions from the messages). */
export { localAreaName as areaLabel } from '../../../i18n/areaName'

/** "5 GB · 30 days". */
export function planLabel(pkg: OrderPackageDto, t: TFunction): string {
  return `${planData(pkg, t)} · ${planDays(pkg, t)}`
}

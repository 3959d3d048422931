import type { TFunction } from 'i18next'
import type { PackageDto } from '../../../api/contract/catalogue'
import { formatDataSize } from '../../../shared/lib/dataSize'

/** How the checkout names where a plan works: the store's one naming of destinations. */
export { localAreaName as areaLabel } from '../../../i18n/areaName'

export function dataLabel(pkg: Pick<PackageDto, 'type' | 'dataMb'>, t: TFunction): string {
  const size = formatDataSize(pkg.dataMb)
  return pkg.type === 'DAILY_UNLIMITED' ? t('checkout:summary.perDay', { size }) : size
}

export function validityLabel(pkg: Pick<PackageDto, 'days'>, t: TFunction): string {
  return t('checkout:summary.days', { count: pkg.days })
}

import type { TFunction } from 'i18next'
import type { PackageDto } from '../../../api/contract/catalogue'
import { formatDataSize } from '../../../shared/lib/dataSize'

/** "5 GB", "1 GB 512 MB", or for daily unlimited plans "2 GB/day" (the daily high-speed share). */
export function planData(pkg: Pick<PackageDto, 'type' | 'dataMb'>, t: TFunction): string {
  const size = formatDataSize(pkg.dataMb)
  return pkg.type === 'DAILY_UNLIMITED' ? t('home:plan.perDay', { size }) : size
}

export function planDays(pkg: Pick<PackageDto, 'days'>, t: TFunction): string {
  return t('home:plan.days', { count: pkg.days })
}

/** Whole percent off the original price, or null when the plan is not discounted. */
export function percentOff(pkg: Pick<PackageDto, 'priceUsd' | 'originalPriceUsd'>): number | null {
  const original = pkg.originalPriceUsd
  if (original === undefined || original <= pkg.priceUsd) return null
  return Math.round((1 - pkg.priceUsd / original) * 100)
}

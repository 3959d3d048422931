import type { TFunction } from 'i18next'
import type { PackageDto } from '../api/contract/catalogue'
import { formatDataSize } from '../shared/lib/dataSize'

/**
 * A plan's data and days read the same on every page that shows a plan (home, plan pages,
 * checkout, orders, top-up): the words are in the common messages that every page has, instead
 * of a copy in each page's own.
 */

/** "5 GB", "1 GB 512 MB", or for daily unlimited plans "2 GB/day" (the daily high-speed share). */
export function planData(pkg: Pick<PackageDto, 'type' | 'dataMb'>, t: TFunction): string {
  const size = formatDataSize(pkg.dataMb)
  return pkg.type === 'DAILY_UNLIMITED' ? t('plan.perDay', { ns: 'common', size }) : size
}

/**
 * What a gigabyte of the plan costs, in USD, for comparing plans of any size (issue 37.1); null
 * for daily unlimited plans, whose data is not a fixed amount (they show their daily share).
 */
export function pricePerGbUsd(
  pkg: Pick<PackageDto, 'type' | 'dataMb' | 'priceUsd'>,
): number | null {
  if (pkg.type === 'DAILY_UNLIMITED' || pkg.dataMb <= 0) return null
  return (pkg.priceUsd * 1024) / pkg.dataMb
}

/** "30 days". */
export function planDays(pkg: Pick<PackageDto, 'days'>, t: TFunction): string {
  return t('plan.days', { ns: 'common', count: pkg.days })
}

import type { TFunction } from 'i18next'
import type { PackageDto } from '../../../api/contract/catalogue'
import { formatDataSize } from '../../../shared/lib/dataSize'
import { planDays } from '../../../i18n/planWords'

/**
 * How a plan reads in words, in one place so the area page, the offers and the plan detail
 * describe a plan the same way.
 */

/** The whole data promise: "5 GB", or "1 GB/day high speed, then 512 kbps". */
export function dataAllowance(pkg: PackageDto, t: TFunction): string {
  const size = formatDataSize(pkg.dataMb)
  if (pkg.type !== 'DAILY_UNLIMITED') return size
  if (pkg.fairUseKbps === undefined) return t('plan:data.perDayHighSpeed', { size })
  return t('plan:data.unlimited', { size, speed: pkg.fairUseKbps })
}

/** "60 minutes · 30 SMS" for call-and-text plans, '' for the others. */
export function callAndText(pkg: PackageDto, t: TFunction): string {
  if (pkg.voiceMinutes === undefined && pkg.smsCount === undefined) return ''
  return [
    pkg.voiceMinutes !== undefined ? t('plan:calls.minutes', { count: pkg.voiceMinutes }) : '',
    pkg.smsCount !== undefined ? t('plan:calls.sms', { count: pkg.smsCount }) : '',
  ]
    .filter(Boolean)
    .join(' · ')
}

/**
 * A plan's name: "5 GB · 30 days", "1 GB/day full speed, then unlimited · 7 days". A daily plan
 * is never called just "Unlimited": its name carries the daily full-speed share.
 */
export function planTitle(pkg: PackageDto, t: TFunction): string {
  const size = formatDataSize(pkg.dataMb)
  const amount = pkg.type === 'DAILY_UNLIMITED' ? t('plan:data.unlimitedShort', { size }) : size
  return `${amount} · ${planDays(pkg, t)}`
}

/**
 * Whole percent saved against the reference price (the lowest of the 30 days before the offer,
 * docs/api.md), rounded down so it never claims more than the prices shown; null when the plan
 * is not on offer.
 */
export function savedFraction(pkg: PackageDto): number | null {
  if (pkg.originalPriceUsd === undefined || pkg.originalPriceUsd <= pkg.priceUsd) return null
  return Math.floor((1 - pkg.priceUsd / pkg.originalPriceUsd) * 100 + 1e-9) / 100
}

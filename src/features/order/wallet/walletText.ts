import type { TFunction } from 'i18next'
import type { OrderPackageDto } from '../../../api/contract/order'
import { formatDataSize } from '../../../shared/lib/dataSize'

/** The store writes British English, so English dates read "21 Nov 2025" (as orders do). */
function dateLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'medium' }).format(new Date(iso))
}

export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(dateLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
}

export function formatPercent(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share)
}

/** The store's one naming of destinations (countries by Intl, regions from the messages). */
export { localAreaName as areaLabel } from '../../../i18n/areaName'

/** "5 GB", or "1 GB/day" for daily plans. */
export function dataLabel(pkg: Pick<OrderPackageDto, 'type' | 'dataMb'>, t: TFunction): string {
  const size = formatDataSize(pkg.dataMb)
  return pkg.type === 'DAILY_UNLIMITED' ? t('wallet:plan.perDay', { size }) : size
}

/** "5 GB · 30 days". */
export function planLabel(pkg: OrderPackageDto, t: TFunction): string {
  return `${dataLabel(pkg, t)} · ${t('wallet:plan.days', { count: pkg.days })}`
}

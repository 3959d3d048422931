import type { TFunction } from 'i18next'
import type { OrderDto, OrderPackageDto } from '../../../api/contract/order'
import { currencies, findCurrency } from '../../../api/contract/currencies'
import { formatDataSize } from '../../../shared/lib/dataSize'
import { formatPriceFromUsd } from '../../../shared/lib/money'

/** The store writes British English, so English dates read "21 Nov 2025" (as the catalogue). */
export function dateLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale
}

/** A calendar date in the traveller's own time zone: expiry matters where they are. */
export function formatDate(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'medium', timeZone }).format(
    new Date(iso),
  )
}

export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(dateLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso))
}

/** What the traveller paid, in the currency they paid in, with two decimals (SPEC 3.2). */
export function formatOrderPrice(
  order: Pick<OrderDto, 'priceUsd' | 'currency'>,
  locale: string,
): string {
  const currency = findCurrency(order.currency) ?? currencies[0]!
  return formatPriceFromUsd(order.priceUsd, currency, locale)
}

/** "5 GB · 30 days", "1 GB/day · 7 days", with minutes and texts for call-and-text plans. */
export function planSummary(pkg: OrderPackageDto, t: TFunction): string {
  const size = formatDataSize(pkg.dataMb)
  const data = pkg.type === 'DAILY_UNLIMITED' ? t('orders:plan.perDay', { size }) : size
  return [
    data,
    t('orders:plan.days', { count: pkg.days }),
    pkg.voiceMinutes !== undefined ? t('orders:plan.minutes', { count: pkg.voiceMinutes }) : '',
    pkg.smsCount !== undefined ? t('orders:plan.sms', { count: pkg.smsCount }) : '',
  ]
    .filter(Boolean)
    .join(' · ')
}

export function formatPercent(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share)
}

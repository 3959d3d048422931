import type { TFunction } from 'i18next'
import type { OrderDto, OrderPackageDto } from '../../../api/contract/order'
import { currencies, findCurrency } from '../../../api/contract/currencies'
import { planData, planDays } from '../../../i18n/planWords'
import { formatPriceFromUsd } from '../../../shared/lib/money'

export function formatOrderPrice(
  order: Pick<OrderDto, 'priceUsd' | 'currency'>,
  locale: string,
): string {
  const currency = findCurrency(order.currency) ?? currencies[0]!
  return formatPriceFromUsd(order.priceUsd, currency, locale)
}

/** "5 GB · 30 days", "1 GB/day · 7 days", with minutes and texts for call-and-text plans. */
export function planSummary(pkg: Omit<OrderPackageDto, 'activation'>, t: TFunction): string {
  return [
    planData(pkg, t),
    planDays(pkg, t),
    pkg.voiceMinutes !== undefined ? t('orders:plan.minutes', { count: pkg.voiceMinutes }) : '',
    pkg.smsCount !== undefined ? t('orders:plan.sms', { count: pkg.smsCount }) : '',
  ]
    .filter(Boolean)
    .join(' · ')
}

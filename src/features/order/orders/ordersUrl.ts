import type { OrderTab } from '../../../api/contract/order'
import { localePath } from '../../../i18n/localePath'
import type { LocaleCode } from '../../../i18n/locales'

/** The orders page keeps its tab in the URL, so a link (the review prompt's GO) can pick it. */
export const TAB_QUERY = 'tab'
/** Opens the review form of this order once it is on screen. */
export const REVIEW_QUERY = 'review'

export function tabFromQuery(value: string | null): OrderTab {
  return value === 'past' ? 'PAST' : 'CURRENT'
}

export function tabToQuery(tab: OrderTab): string {
  return tab === 'PAST' ? 'past' : 'current'
}

export function ordersHref(locale: LocaleCode, tab: OrderTab, reviewOrderId?: string): string {
  const query = new URLSearchParams({ [TAB_QUERY]: tabToQuery(tab) })
  if (reviewOrderId) query.set(REVIEW_QUERY, reviewOrderId)
  return `${localePath('/orders', locale)}?${query.toString()}`
}

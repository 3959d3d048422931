import type { OrderTab } from '../../../api/contract/order'
import { localePath } from '../../../i18n/localePath'
import type { LocaleCode } from '../../../i18n/locales'

/** The orders page keeps its tab in the URL, so a link (the review prompt's GO) can pick it. */
export const TAB_QUERY = 'tab'
/** Opens the review form of this order once it is on screen. */
export const REVIEW_QUERY = 'review'
/** Opens the install kit (QR code, SM-DP+ address, activation code) of this order. */
export const KIT_QUERY = 'kit'

export function tabFromQuery(value: string | null): OrderTab {
  return value === 'past' ? 'PAST' : 'CURRENT'
}

export function tabToQuery(tab: OrderTab): string {
  return tab === 'PAST' ? 'past' : 'current'
}

/** The current orders with this order's install kit open: where a paid purchase leads. */
export function installKitHref(locale: LocaleCode, orderId: string): string {
  const query = new URLSearchParams({ [TAB_QUERY]: tabToQuery('CURRENT'), [KIT_QUERY]: orderId })
  return `${localePath('/orders', locale)}?${query.toString()}`
}

export function ordersHref(locale: LocaleCode, tab: OrderTab, reviewOrderId?: string): string {
  const query = new URLSearchParams({ [TAB_QUERY]: tabToQuery(tab) })
  if (reviewOrderId) query.set(REVIEW_QUERY, reviewOrderId)
  return `${localePath('/orders', locale)}?${query.toString()}`
}

/** A paid purchase's receipt page: by its payment (result pages) or its order (My orders). */
export function receiptHref(locale: LocaleCode, by: { paymentId: string } | { orderId: string }) {
  const query = new URLSearchParams(
    'paymentId' in by ? { payment: by.paymentId } : { order: by.orderId },
  )
  return `${localePath('/receipt', locale)}?${query.toString()}`
}

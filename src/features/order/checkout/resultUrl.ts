import type { LocaleCode } from '../../../i18n/locales'
import { localePath } from '../../../i18n/localePath'

export type ResultPage = '/payment-success' | '/payment-fail'

/** `?paymentId=…` when the payment is known, else `?orderId=…` (the order's latest payment). */
export function resultSearch(ref: { paymentId?: string | null; orderId?: string | null }): string {
  const params = new URLSearchParams()
  if (ref.paymentId) params.set('paymentId', ref.paymentId)
  else if (ref.orderId) params.set('orderId', ref.orderId)
  return `?${params.toString()}`
}

/** A result page inside the app, in the shopper's language. */
export function resultPath(
  page: ResultPage,
  ref: { paymentId?: string | null; orderId?: string | null },
  locale: LocaleCode,
): string {
  return `${localePath(page, locale)}${resultSearch(ref)}`
}

/** The same, absolute: providers send the shopper back to it from their own site. */
export function returnUrlFor(
  ref: { paymentId?: string | null; orderId?: string | null },
  locale: LocaleCode,
): string {
  return `${window.location.origin}${resultPath('/payment-success', ref, locale)}`
}

import type { LocaleCode } from '../../../i18n/locales'
import { localePath } from '../../../i18n/localePath'
import { readJson, removeItem, safeSessionStorage, writeJson } from '../../../shared/lib/storage'
import { isInternalPath } from '../../../shared/lib/internalPath'

/**
 * Redirect methods leave through /transit (SPEC 2.2). Whoever starts such a payment (checkout,
 * top-up, credit) hands the provider's URL over here, in sessionStorage and never in our own
 * URL, so /transit cannot be made to send anyone to an address of an attacker's choosing.
 */
const key = (paymentId: string) => `rw_transit:${paymentId}`

export type TransitPurpose = 'ORDER' | 'TOPUP' | 'CREDIT'

export function rememberProviderRedirect(paymentId: string, url: string): void {
  writeJson(key(paymentId), url, safeSessionStorage())
}

/** The provider URL for this payment, if it is a web address live builds may follow. */
export function providerRedirectFor(paymentId: string): string | null {
  const url = readJson<string>(key(paymentId), safeSessionStorage())
  if (typeof url !== 'string') return null
  try {
    const parsed = new URL(url, window.location.origin)
    return parsed.protocol === 'https:' || parsed.origin === window.location.origin
      ? parsed.href
      : null
  } catch {
    return null
  }
}

export function forgetProviderRedirect(paymentId: string): void {
  removeItem(key(paymentId), safeSessionStorage())
}

/**
 * Where to go for a REDIRECT action: our /transit page in the shopper's language. The mock's
 * action URL is /transit itself, so its query (provider, purpose, returnUrl) is kept as it is.
 */
export function transitPathFor(
  action: { paymentId: string; url: string; provider: string; purpose: TransitPurpose },
  locale: LocaleCode,
): string {
  rememberProviderRedirect(action.paymentId, action.url)
  let search = ''
  try {
    const parsed = new URL(action.url, window.location.origin)
    if (parsed.origin === window.location.origin && parsed.pathname.endsWith('/transit')) {
      search = parsed.search
    }
  } catch {
    // Not a URL we can read: the query below names the payment.
  }
  if (!search) {
    search = `?${new URLSearchParams({
      paymentId: action.paymentId,
      provider: action.provider,
      purpose: action.purpose,
    }).toString()}`
  }
  return `${localePath('/transit', locale)}${search}`
}

/**
 * An in-app path for the provider's return URL: same origin only (anything else falls back).
 * A cancel goes to the matching fail page (payment-, topup-, recharge-success → -fail).
 */
export function returnPathFrom(
  returnUrl: string | null,
  outcome: 'paid' | 'cancelled',
): string | null {
  if (!returnUrl) return null
  try {
    const parsed = new URL(returnUrl, window.location.origin)
    if (parsed.origin !== window.location.origin) return null
    const pathname =
      outcome === 'cancelled'
        ? parsed.pathname
            .replace(/\/paysuccess$/, '/payment-fail')
            .replace(/\/(payment|topup|recharge)-?success$/, '/$1-fail')
        : parsed.pathname
    // Same origin is not enough: 'https://us//evil.example' has the path '//evil.example',
    // which a link would follow off-site.
    return isInternalPath(pathname) ? `${pathname}${parsed.search}` : null
  } catch {
    return null
  }
}

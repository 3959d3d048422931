import type { AdyenJsonDto } from '../../../api/contract/order'

/**
 * Loads Adyen's Web Drop-in (v6) from Adyen's CDN, once, in live builds only. The package is not
 * bundled: the payment page loads Adyen's own script, as Adyen's script-tag integration does.
 * When upgrading the version, add Adyen's published SRI hash (their release notes list it).
 */
export const ADYEN_WEB_VERSION = '6.12.0'

export interface AdyenSubmitState {
  data: AdyenJsonDto
  isValid?: boolean
}

export interface AdyenActions {
  resolve: (response: { resultCode: string; action?: AdyenJsonDto }) => void
  reject: () => void
}

export type AdyenCheckout = object

export interface AdyenDropinElement {
  mount: (target: HTMLElement) => AdyenDropinElement
  unmount: () => void
  submit: () => void
}

/** The part of Adyen Web's global (`window.AdyenWeb`) the checkout uses. */
export interface AdyenWebGlobal {
  AdyenCheckout: (configuration: Record<string, unknown>) => Promise<AdyenCheckout>
  Dropin: new (checkout: AdyenCheckout, options?: Record<string, unknown>) => AdyenDropinElement
}

declare global {
  interface Window {
    AdyenWeb?: AdyenWebGlobal
  }
}

const LOAD_TIMEOUT_MS = 20_000

export function adyenCdnBase(environment: 'test' | 'live'): string {
  return `https://checkoutshopper-${environment}.cdn.adyen.com/checkoutshopper/sdk/${ADYEN_WEB_VERSION}`
}

let loading: Promise<AdyenWebGlobal> | null = null

/** Resolves with Adyen Web; rejects when the script cannot load (offline, blocked, time-out). */
export function loadAdyenWeb(environment: 'test' | 'live'): Promise<AdyenWebGlobal> {
  if (window.AdyenWeb) return Promise.resolve(window.AdyenWeb)
  loading ??= new Promise<AdyenWebGlobal>((resolve, reject) => {
    const base = adyenCdnBase(environment)
    const style = document.createElement('link')
    style.rel = 'stylesheet'
    style.href = `${base}/adyen.css`
    style.crossOrigin = 'anonymous'
    document.head.appendChild(style)

    const script = document.createElement('script')
    script.src = `${base}/adyen.js`
    script.async = true
    script.crossOrigin = 'anonymous'
    const fail = (reason: string) => {
      window.clearTimeout(timer)
      script.remove()
      style.remove()
      loading = null // A later visit may try again (the network may be back).
      reject(new Error(reason))
    }
    const timer = window.setTimeout(() => fail('Adyen Web timed out'), LOAD_TIMEOUT_MS)
    script.addEventListener('load', () => {
      window.clearTimeout(timer)
      if (window.AdyenWeb) resolve(window.AdyenWeb)
      else fail('Adyen Web did not start')
    })
    script.addEventListener('error', () => fail('Adyen Web failed to load'))
    document.head.appendChild(script)
  })
  return loading
}

import { injectScript } from './injectScript'
import { VENDOR_SCRIPT_IDS } from './vendorScriptIds'

/**
 * The four third parties of SPEC 7.4, each set up the way its vendor documents, minus the
 * inline snippet: the queue each one expects is created here, in our bundle, so the CSP needs
 * no 'unsafe-inline' for scripts. Hosts to allow: deploy/nginx.conf.
 */
type Queue = unknown[]
type QueueFunction = ((...args: unknown[]) => void) & {
  queue?: Queue
  loaded?: boolean
  callMethod?: (...args: unknown[]) => void
}

declare global {
  interface Window {
    dataLayer?: Queue
    fbq?: QueueFunction
    _fbq?: QueueFunction
    $crisp?: Queue
    CRISP_WEBSITE_ID?: string
    CRISP_RUNTIME_CONFIG?: { locale: string }
  }
}

export { VENDOR_SCRIPT_IDS }

/** Ids are checked before they go into a URL, so config.json cannot point a script elsewhere. */
export const ID_PATTERNS = {
  tagManagerId: /^GTM-[A-Z0-9]{4,12}$/,
  analyticsId: /^G-[A-Z0-9]{4,16}$/,
  adPixelId: /^\d{5,20}$/,
  chatWidgetId: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
} as const

function dataLayer(): Queue {
  window.dataLayer = window.dataLayer ?? []
  return window.dataLayer
}

/** gtag() as Google's snippet defines it: it queues its `arguments` object. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects, not arrays
  dataLayer().push(arguments)
}

/** Consent Mode: everything denied until the visitor accepts cookies. */
function consentDefaults(): void {
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  })
}

/** The queues that have their consent defaults: they must come first, and only once, in each. */
const defaulted = new WeakSet<Queue>()

export function loadTagManager(id: string): Promise<boolean> {
  if (!defaulted.has(dataLayer())) {
    consentDefaults()
    defaulted.add(dataLayer())
  }
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  return injectScript(
    VENDOR_SCRIPT_IDS.tagManager,
    `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  )
}

export function grantTrackingConsent(): void {
  gtag('consent', 'update', {
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
    analytics_storage: 'granted',
  })
}

export function loadAnalytics(id: string): Promise<boolean> {
  gtag('js', new Date())
  gtag('config', id)
  return injectScript(
    VENDOR_SCRIPT_IDS.analytics,
    `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  )
}

export function loadAdPixel(id: string): Promise<boolean> {
  if (!window.fbq) {
    // The shape fbevents.js takes over: a function queueing Arguments until it arrives.
    const fbq: QueueFunction = function (this: unknown) {
      // eslint-disable-next-line prefer-rest-params -- fbevents.js replays Arguments objects
      const args = arguments
      if (fbq.callMethod) fbq.callMethod(...Array.from(args))
      else fbq.queue?.push(args)
    }
    Object.assign(fbq, { queue: [], loaded: true, version: '2.0', push: fbq })
    window.fbq = fbq
    window._fbq = fbq
  }
  window.fbq('init', id)
  window.fbq('track', 'PageView')
  return injectScript(VENDOR_SCRIPT_IDS.adPixel, 'https://connect.facebook.net/en_US/fbevents.js')
}

export function loadChatWidget(id: string, locale: string): Promise<boolean> {
  window.$crisp = window.$crisp ?? []
  window.CRISP_WEBSITE_ID = id
  window.CRISP_RUNTIME_CONFIG = { locale }
  return injectScript(VENDOR_SCRIPT_IDS.chat, 'https://client.crisp.chat/l.js')
}

import { CHAT_WIDGET_DELAY_MS } from '../../config/constants'
import type { RuntimeConfig } from '../../config/runtimeConfig'
import { getConsent, onConsentChange, type Consent } from './consent'
import { thirdPartyAllowedNow } from './useThirdPartyScripts'
import {
  grantTrackingConsent,
  ID_PATTERNS,
  loadAdPixel,
  loadAnalytics,
  loadChatWidget,
  loadTagManager,
} from './vendors'

type IdKey = keyof typeof ID_PATTERNS

/** The ids a build may use: live builds (no mock API) only, and only well-formed ids. */
export function thirdPartyIds(config: RuntimeConfig): Partial<Record<IdKey, string>> {
  if (config.mockApi) return {}
  const ids: Partial<Record<IdKey, string>> = {}
  for (const key of Object.keys(ID_PATTERNS) as IdKey[]) {
    const value = config[key]
    if (value && ID_PATTERNS[key].test(value)) ids[key] = value
  }
  return ids
}

export interface ThirdPartyRuntime {
  /**
   * Runs `task` when the browser is idle or after `delayMs`, whichever comes first; returns
   * what cancels it (or nothing, when it cannot be cancelled).
   */
  whenIdleOr(delayMs: number, task: () => void): (() => void) | void
  getConsent(): Consent
  onConsentChange(listener: (consent: Consent) => void): () => void
}

export const browserThirdPartyRuntime: ThirdPartyRuntime = {
  whenIdleOr(delayMs, task) {
    let done = false
    const once = () => {
      if (done) return
      done = true
      task()
    }
    const timer = window.setTimeout(once, delayMs)
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(once, { timeout: delayMs })
        : null
    return () => {
      done = true
      window.clearTimeout(timer)
      if (idle !== null) window.cancelIdleCallback(idle)
    }
  },
  getConsent,
  onConsentChange,
}

/**
 * A vendor's failure is its own: nothing it does may reach the page (SPEC 7.4). Nothing loads
 * while a script-free page is shown (docs/scripts.md), however late its start comes due.
 */
function safely(load: () => Promise<boolean>): void {
  if (!thirdPartyAllowedNow()) return
  try {
    void load().catch(() => false)
  } catch {
    // A vendor queue that throws while being set up: the store goes on without it.
  }
}

/**
 * Starts the third parties of SPEC 7.4 once per page load: the tag manager at once (with
 * Consent Mode denying storage), the live chat when idle or after 2 s, analytics and the ad
 * pixel only once the visitor accepted cookies (now, or when they do). Returns a stop function
 * that cancels the chat's start if still waiting and drops the consent subscription.
 */
export function startThirdParty(
  config: RuntimeConfig,
  locale: string,
  runtime: ThirdPartyRuntime = browserThirdPartyRuntime,
): () => void {
  const ids = thirdPartyIds(config)
  const { tagManagerId, analyticsId, adPixelId, chatWidgetId } = ids
  if (tagManagerId) safely(() => loadTagManager(tagManagerId))
  const cancelChat = chatWidgetId
    ? runtime.whenIdleOr(CHAT_WIDGET_DELAY_MS, () =>
        safely(() => loadChatWidget(chatWidgetId, locale)),
      )
    : undefined
  if (!analyticsId && !adPixelId && !tagManagerId) return () => cancelChat?.()

  let tracking = false
  const startTracking = () => {
    if (tracking) return
    tracking = true
    if (tagManagerId) {
      safely(async () => {
        grantTrackingConsent()
        return true
      })
    }
    if (analyticsId) safely(() => loadAnalytics(analyticsId))
    if (adPixelId) safely(() => loadAdPixel(adPixelId))
  }
  if (runtime.getConsent() === 'granted') {
    startTracking()
    return () => cancelChat?.()
  }
  const unsubscribe = runtime.onConsentChange((consent) => {
    if (consent === 'granted') startTracking()
  })
  return () => {
    cancelChat?.()
    unsubscribe()
  }
}

let running: { config: RuntimeConfig; stop: () => void } | null = null

/**
 * The app's entry: once per configuration, so re-renders and locale switches start nothing
 * twice (the configuration is fixed after start-up; tests swap it).
 */
export function startThirdPartyOnce(config: RuntimeConfig, locale: string): void {
  if (running?.config === config) return
  running?.stop()
  running = { config, stop: startThirdParty(config, locale) }
}

/**
 * Ends what startThirdPartyOnce started: a start still waiting (the chat) and the consent
 * subscription. A page runs its third parties until it goes; component tests, which share one
 * document between files, end them with the test that started them.
 */
export function stopThirdParty(): void {
  running?.stop()
  running = null
}

import type { i18n as I18n } from 'i18next'
import type { AppStore } from '../store'
import type { PrerenderPayload } from './payload'
import { renderedState } from './visitorState'

/**
 * The hook scripts/prerender.mjs installs before the app starts (`window.__rwPrerender = {}`);
 * the app fills in `capture`, which the script calls once the page has settled. Without the
 * hook (every real visit) nothing is exposed.
 */
interface PrerenderHook {
  capture?: () => PrerenderPayload
}

declare global {
  interface Window {
    __rwPrerender?: PrerenderHook
  }
}

export function exposeCapture(store: AppStore, i18n: I18n): void {
  const hook = window.__rwPrerender
  if (!hook) return
  hook.capture = () => {
    const locale = i18n.language
    return {
      path: location.pathname,
      locale,
      state: renderedState(store.getState()),
      messages: (i18n.store.data[locale] ?? {}) as PrerenderPayload['messages'],
    }
  }
}

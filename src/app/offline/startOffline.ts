import type { AppStore } from '../store'
import { clearOfflineDataOnSignOut } from './clearOnSignOut'

/** Offline support (issue 8 item 4): the service worker and the lifetime of the offline copy. */
export function startOffline(store: AppStore): void {
  clearOfflineDataOnSignOut(store)
  // Live builds only (the mock API is itself a service worker), and only after the load event:
  // neither the worker nor the code that registers it competes with the first page.
  if (import.meta.env.VITE_MOCK_API === 'true' || !import.meta.env.PROD) return
  const register = () =>
    void import('./registerServiceWorker').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    )
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

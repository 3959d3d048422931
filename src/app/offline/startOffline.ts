import type { AppStore } from '../store'
import { clearOfflineDataOnSignOut } from './clearOnSignOut'
import { registerServiceWorker } from './registerServiceWorker'

/** Offline support (issue 8 item 4): the service worker and the lifetime of the offline copy. */
export function startOffline(store: AppStore): void {
  clearOfflineDataOnSignOut(store)
  registerServiceWorker()
}

import type { AppStore } from '../store'
import { selectIsLoggedIn } from '../hooks'
import { loadLogin } from '../../features/session/persistence'
import { clearOrdersSnapshot } from '../../features/order/orders/offlineSnapshot'

/**
 * The offline copy of orders and install kits belongs to the signed-in account: it goes when
 * the session ends (sign-out, or a session the server ended), and a start without a session
 * removes any copy left behind.
 */
export function clearOfflineDataOnSignOut(store: AppStore): () => void {
  // The stored login, not the store: a pre-rendered page starts anonymous and signs in after
  // hydration, which is no sign-out.
  if (!loadLogin()?.token) clearOrdersSnapshot()
  let signedIn = selectIsLoggedIn(store.getState())
  return store.subscribe(() => {
    const now = selectIsLoggedIn(store.getState())
    if (signedIn && !now) clearOrdersSnapshot()
    signedIn = now
  })
}

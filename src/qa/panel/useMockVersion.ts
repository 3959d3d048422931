import { useSyncExternalStore } from 'react'
import type { MockControl } from '../../api/contract/mockControl'

interface VersionStore {
  subscribe(onChange: () => void): () => void
  read(): number
}

const stores = new WeakMap<MockControl, VersionStore>()

/** One counter per control, bumped on every save of its database. */
function versionStoreOf(control: MockControl): VersionStore {
  let store = stores.get(control)
  if (!store) {
    let version = 0
    store = {
      subscribe: (onChange) =>
        control.subscribe(() => {
          version += 1
          onChange()
        }),
      read: () => version,
    }
    stores.set(control, store)
  }
  return store
}

/**
 * A number that changes whenever the mock database saves, so the lab re-renders and reads fresh
 * values from the control (codes mailed, scenarios used up, orders moved).
 */
export function useMockVersion(control: MockControl): number {
  const store = versionStoreOf(control)
  return useSyncExternalStore(store.subscribe, store.read)
}

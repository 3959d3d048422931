import type { MockControl, MockSettingsDto } from '../api/contract/mockControl'
import type { MockDatabase } from './db/database'
import { ensureQaAccount } from './db/qaAccount'

/** The QA lab's handle on one mock database; the database notifies it on every save. */
export function createMockControl(db: MockDatabase): MockControl {
  const listeners = new Set<() => void>()
  db.onChange(() => listeners.forEach((listener) => listener()))
  return {
    inbox: () => db.data.inbox.map((message) => ({ ...message })),
    settings: () => ({ ...(db.data.settings as MockSettingsDto) }),
    updateSettings(patch) {
      db.data.settings = { ...db.data.settings, ...patch }
      db.save()
    },
    reset() {
      db.reset()
      ensureQaAccount(db)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

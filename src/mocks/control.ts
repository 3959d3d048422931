import type { MockControl, MockSettingsDto } from '../api/contract/mockControl'
import type { MockDatabase } from './db/database'
import { jumpOrder, listOrderSummaries } from './db/orderJump'
import { ensureQaAccount } from './db/qaAccount'
import {
  addScenario,
  clientTimeoutFor,
  listScenarios,
  registeredApiPaths,
  removeScenario,
  replaceScenarios,
} from './scenarios'
import { formatMockParam } from './scenariosGrammar'

/** The QA lab's handle on one mock database; the database notifies it on every save. */
export function createMockControl(db: MockDatabase): MockControl {
  const listeners = new Set<() => void>()
  db.onChange(() => listeners.forEach((listener) => listener()))
  return {
    inbox: () => db.data.inbox.map((message) => ({ ...message })),
    settings(): MockSettingsDto {
      const { visitorCountry, demandCaptcha, paymentUnavailable } = db.data.settings
      return { visitorCountry, demandCaptcha, paymentUnavailable }
    },
    updateSettings(patch) {
      db.data.settings = { ...db.data.settings, ...patch }
      db.save()
    },
    scenarios: () => listScenarios(db).map((scenario) => ({ ...scenario })),
    setScenario: (scenario) => addScenario(db, scenario),
    clearScenario: (path) => removeScenario(db, path),
    clearScenarios: () => replaceScenarios(db, []),
    scenarioParam: () => formatMockParam(listScenarios(db)),
    apiPaths: () => registeredApiPaths(db),
    clientTimeoutMs: () => clientTimeoutFor(db),
    orders: () => listOrderSummaries(db),
    jumpOrder: (orderId, target) => jumpOrder(db, orderId, target),
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

import { MockDatabase } from './db/database'
import { createMockControl } from './control'
import { ensureQaAccount } from './db/qaAccount'
import type { MockControl } from '../api/contract/mockControl'
import { createHandlers } from './handlers'
import { DEFAULT_PRODUCT_SLUG } from './respond'
import { registeredApiPaths, replaceScenarios } from './scenarios'
import { MOCK_PARAM, parseMockParam, takeMockParam } from './scenariosGrammar'

/**
 * Applies `?mock=...` (docs/qa.md "Scenarios") before the app's first request, then takes it out
 * of the address so a reload keeps what QA changes in the panel afterwards.
 */
function applyMockParam(db: MockDatabase): void {
  const { value, href } = takeMockParam(window.location.href)
  if (value === null) return
  history.replaceState(history.state, '', href)
  const { scenarios, errors } = parseMockParam(value, registeredApiPaths(db))
  if (errors.length > 0) {
    // A typo must not half-apply: nothing changes, and QA reads why in the console.
    console.warn(`Ignored ?${MOCK_PARAM}=${value}:\n${errors.join('\n')}`)
    return
  }
  replaceScenarios(db, scenarios)
}

/**
 * MSW asks the browser to update an existing worker registration without waiting for the answer.
 * When the previous page unregistered that worker while closing (its last client), as on a
 * reload followed at once by a navigation, the update rejects with nobody listening ("Failed to
 * update a ServiceWorker ...: Not found") while the mock goes on working: this keeps that one
 * rejection out of the console and out of the app's generic error toast (useRejectionSafetyNet,
 * whose listener the app adds later, so this one runs first and stops it).
 */
export function absorbWorkerUpdateRace(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason
    const message = reason instanceof Error ? reason.message : String(reason)
    if (!message.startsWith('Failed to update a ServiceWorker')) return
    event.preventDefault()
    event.stopImmediatePropagation()
  })
}

/**
 * Starts the mock API in the browser (dev and demo builds only; main.tsx imports this lazily).
 * productSlug must be the client's getConfig().productSlug, or the mock reads no merchant fields.
 */
export async function startBrowserMockApi({
  signingKey,
  productSlug = DEFAULT_PRODUCT_SLUG,
}: {
  signingKey: string
  productSlug?: string
}): Promise<MockControl> {
  const { network } = await import('virtual:msw')
  const db = new MockDatabase(window.localStorage)
  // Another tab's mock wrote: this tab's QA panel shows it at once, not at the next request.
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage) db.sync()
  })
  ensureQaAccount(db)
  network.configure({
    handlers: createHandlers(db, { signingKey, productSlug, latencyMs: [100, 400] }),
    // Locale files, config.json and assets are real files: let them through silently.
    onUnhandledFrame: 'bypass',
  })
  applyMockParam(db)
  absorbWorkerUpdateRace()
  await network.enable()
  return createMockControl(db)
}

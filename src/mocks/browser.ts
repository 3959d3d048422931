import { MockDatabase } from './db/database'
import { createMockControl } from './control'
import { ensureQaAccount } from './db/qaAccount'
import type { MockControl } from '../api/contract/mockControl'
import { createHandlers } from './handlers'
import { DEFAULT_PRODUCT_SLUG } from './respond'

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
  ensureQaAccount(db)
  network.configure({
    handlers: createHandlers(db, { signingKey, productSlug, latencyMs: [100, 400] }),
    // Locale files, config.json and assets are real files: let them through silently.
    onUnhandledFrame: 'bypass',
  })
  await network.enable()
  return createMockControl(db)
}

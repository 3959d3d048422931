import { setupServer } from 'msw/node'
import { MockDatabase } from './db/database'
import { createMockControl } from './control'
import { createHandlers } from './handlers'
import { DEFAULT_PRODUCT_SLUG } from './respond'

/**
 * The mock API for vitest: a fresh database, no latency, and the QA lab's control (scenarios,
 * order jumps) over the same database.
 */
export function createMockServer(signingKey: string, productSlug: string = DEFAULT_PRODUCT_SLUG) {
  const db = new MockDatabase(null)
  const server = setupServer(...createHandlers(db, { signingKey, productSlug, latencyMs: [0, 0] }))
  const control = createMockControl(db)
  return { db, server, control }
}

import { setupServer } from 'msw/node'
import { MockDatabase } from './db/database'
import { createHandlers } from './handlers'
import { DEFAULT_PRODUCT_SLUG } from './respond'

/** The mock API for vitest: a fresh database and no latency. */
export function createMockServer(signingKey: string, productSlug: string = DEFAULT_PRODUCT_SLUG) {
  const db = new MockDatabase(null)
  const server = setupServer(...createHandlers(db, { signingKey, productSlug, latencyMs: [0, 0] }))
  return { db, server }
}

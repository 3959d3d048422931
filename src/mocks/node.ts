import { setupServer } from 'msw/node'
import { MockDatabase } from './db/database'
import { createHandlers } from './handlers'

/** The mock API for vitest: a fresh database and no latency. */
export function createMockServer(signingKey: string) {
  const db = new MockDatabase(null)
  const server = setupServer(...createHandlers(db, { signingKey, latencyMs: [0, 0] }))
  return { db, server }
}

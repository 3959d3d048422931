import { MockDatabase } from './db/database'
import { createHandlers } from './handlers'

/** Starts the mock API in the browser (dev and demo builds only; main.tsx imports this lazily). */
export async function startBrowserMockApi({
  signingKey,
}: {
  signingKey: string
}): Promise<MockDatabase> {
  const { network } = await import('virtual:msw')
  const db = new MockDatabase(window.localStorage)
  network.configure({
    handlers: createHandlers(db, { signingKey, latencyMs: [100, 400] }),
    // Locale files, config.json and assets are real files: let them through silently.
    onUnhandledFrame: 'bypass',
  })
  await network.enable()
  return db
}

/**
 * A lock shared by every tab of this origin (the Web Locks API), so two tabs never run the same
 * payment step at once and a tab can tell that another one is paying. The browser releases a
 * lock when its tab closes or crashes, so nothing is left locked for good. Where the API is
 * missing (jsdom, very old browsers) the step simply runs: the server's idempotency keys still
 * keep it to one charge.
 */

function locks(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null
}

/** Runs `step` holding the lock, after whoever holds it now has finished. */
export async function withTabLock<T>(name: string, step: () => Promise<T>): Promise<T> {
  const manager = locks()
  if (!manager) return step()
  return (await manager.request(name, step)) as T
}

/** Whether a tab (this one included) holds the lock right now. */
export async function tabLockHeld(name: string): Promise<boolean> {
  const manager = locks()
  if (!manager) return false
  const { held = [] } = await manager.query()
  return held.some((lock) => lock.name === name)
}

/** Resolves once nobody holds the lock (at once when nobody does), or when `signal` aborts. */
export async function whenTabLockFree(name: string, signal: AbortSignal): Promise<void> {
  const manager = locks()
  if (!manager || signal.aborted) return
  try {
    await manager.request(name, { mode: 'shared', signal }, async () => undefined)
  } catch {
    // Aborted: the page that waited has gone.
  }
}

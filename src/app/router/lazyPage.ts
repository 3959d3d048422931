import type { ComponentType } from 'react'
import { safeSessionStorage } from '../../shared/lib/storage'

const RELOAD_KEY = 'rw_chunk_reload_at'
/** A second failure within this window is a real outage, not a new deployment: no reload. */
const RELOAD_WINDOW_MS = 10_000

/**
 * After a deployment the old chunk names are gone; one reload fetches the new index.html
 * (SPEC 4.5). The timestamp in sessionStorage stops a reload loop when the server is down.
 */
export function reloadOnceForChunkError(
  now = Date.now(),
  reload = () => window.location.reload(),
): boolean {
  const storage = safeSessionStorage()
  const last = Number(storage?.getItem(RELOAD_KEY) ?? 0)
  if (now - last < RELOAD_WINDOW_MS) return false
  storage?.setItem(RELOAD_KEY, String(now))
  reload()
  return true
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      const module = await load()
      return { Component: module.default }
    } catch (error) {
      // The page is about to go away; never resolve so nothing renders half-loaded.
      if (reloadOnceForChunkError()) return new Promise<never>(() => {})
      throw error
    }
  }
}

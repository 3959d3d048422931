import { useEffect, useSyncExternalStore } from 'react'

/**
 * Whether the page shows the not-found screen now. A public route (a destination, a plan) can
 * end up not found: its address must then not be offered to search engines as a page (no
 * canonical, `noindex`), which the head (app/head/HeadLinks.tsx) reads from here.
 */
let shown = 0
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Counts the calling not-found screen while it is mounted. */
export function useNotFoundPresence(): void {
  useEffect(() => {
    shown += 1
    notify()
    return () => {
      shown -= 1
      notify()
    }
  }, [])
}

/** True while a not-found screen is shown. */
export function useNotFoundShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown > 0,
    () => false,
  )
}

import { useEffect, useSyncExternalStore } from 'react'

/**
 * A count of components that are "there" (open overlays, a not-found screen), which other
 * components read as one yes or no: each mounted holder counts while it says so.
 */
export function createPresence() {
  const present = new Set<symbol>()
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  const any = () => present.size > 0
  return {
    /** True while any holder counts, for code outside React. */
    any,
    /** Counts the calling component while `active`. */
    useHeld(active: boolean): void {
      useEffect(() => {
        if (!active) return
        const id = Symbol('present')
        present.add(id)
        notify()
        return () => {
          present.delete(id)
          notify()
        }
      }, [active])
    },
    /** True while any holder counts. */
    useAny(): boolean {
      return useSyncExternalStore(subscribe, any, () => false)
    },
  }
}

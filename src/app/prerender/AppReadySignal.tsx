import { useEffect } from 'react'
import { APP_READY_EVENT } from './appReadyEvent'

/**
 * Renders nothing; its effect runs once the app's first render (or hydration) has committed,
 * so the loader can hand over the clicks it held meanwhile (prerender/startLoader.ts).
 */
export function AppReadySignal() {
  // Once per commit of this component; the loader listens only for the first.
  useEffect(() => {
    window.dispatchEvent(new Event(APP_READY_EVENT))
  }, [])
  return null
}

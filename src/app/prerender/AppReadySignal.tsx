import { useEffect } from 'react'
import { APP_READY_EVENT } from './appReadyEvent'

/**
 * Renders nothing; its effect runs once the page has been rendered (or hydrated) and committed,
 * so the loader can hand over the clicks it held meanwhile (prerender/startLoader.ts). It sits
 * in the page's Suspense boundary (Layout) and on the error page: a boundary of the HTML is
 * hydrated after the tree around it, and a click handed over before then would reach a page
 * that is not React's yet.
 */
export function AppReadySignal() {
  // Once per commit of this component; the loader listens only for the first.
  useEffect(() => {
    window.dispatchEvent(new Event(APP_READY_EVENT))
  }, [])
  return null
}

import { useSyncExternalStore } from 'react'

const nothingToWatch = () => () => {}
const inTheApp = () => true
const beforeTheApp = () => false

/**
 * False in the server render and while React hydrates that HTML, true from the render right
 * after: what the HTML shows before the app runs can differ from what the app draws, with no
 * hydration mismatch. Anything the app draws later (a client navigation) is true at once.
 */
export function useAppStarted(): boolean {
  return useSyncExternalStore(nothingToWatch, inTheApp, beforeTheApp)
}

import { createPresence } from './presence'

/**
 * Whether the page shows the not-found screen now. A public route (a destination, a plan) can
 * end up not found: its address must then not be offered to search engines as a page (no
 * canonical, `noindex`), which the head (app/head/HeadLinks.tsx) reads from here.
 */
const notFound = createPresence()

/** Counts the calling not-found screen while it is mounted. */
export const useNotFoundPresence = (): void => notFound.useHeld(true)

/** True while a not-found screen is shown. */
export const useNotFoundShown = notFound.useAny

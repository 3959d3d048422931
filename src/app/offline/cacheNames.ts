/** The service worker's runtime caches (vite.config.ts writes the worker, the page warms them). */
export const RUNTIME_CACHES = {
  locales: 'roamwise-locales',
  config: 'roamwise-config',
  flags: 'roamwise-flags',
} as const

/** Which runtime cache keeps a same-origin URL, if any. */
export function runtimeCacheFor(pathname: string): string | null {
  if (pathname.endsWith('/config.json')) return RUNTIME_CACHES.config
  if (pathname.includes('/locales/')) return RUNTIME_CACHES.locales
  if (pathname.includes('/flags/')) return RUNTIME_CACHES.flags
  return null
}

import { runtimeCacheFor } from './cacheNames'
import { yieldToMain } from '../../shared/lib/yieldToMain'

/**
 * The app's service worker (sw.js, written by the build: vite.config.ts) keeps the shell, the
 * hashed bundles and the locale files for offline use and makes the store installable.
 * Not in builds with the mock API: the mock is itself a service worker (MSW) on the same scope,
 * and a scope has one worker (docs/decisions/014-offline-and-speed.md).
 */
export function registerServiceWorker(): void {
  if (import.meta.env.VITE_MOCK_API === 'true' || !import.meta.env.PROD) return
  if (!('serviceWorker' in navigator)) return
  const firstInstall = !navigator.serviceWorker.controller
  const register = () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`)
      .then(() => (firstInstall ? warmRuntimeCaches() : undefined))
      .catch((error: unknown) => {
        // The store works without it; only the offline copy of the shell is lost.
        console.warn('Service worker registration failed', error)
      })
  }
  // After the load event, so the worker's precaching never competes with the first page.
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

/**
 * The first visit fetched config.json and its locale files before the worker was there to keep
 * them, and the app cannot start offline without them: put the same responses (from the HTTP
 * cache, revalidated) into the caches the worker reads. One at a time, each in a task of its
 * own: starting all of them at once (a page's flags, messages and config) was one task of about
 * 20 ms here, 160 ms on a budget phone, and nobody waits for these.
 */
export async function warmRuntimeCaches(): Promise<void> {
  await navigator.serviceWorker.ready
  const byCache = new Map<string, string[]>()
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name)
    const cache = url.origin === location.origin ? runtimeCacheFor(url.pathname) : null
    if (cache) byCache.set(cache, [...(byCache.get(cache) ?? []), url.href])
  }
  for (const [name, urls] of byCache) {
    const cache = await caches.open(name)
    for (const url of urls) {
      await yieldToMain()
      await cache.add(url)
    }
  }
}

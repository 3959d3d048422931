import Cookies from 'js-cookie'
import {
  COOKIE,
  isCookieNoticeAnswered,
  parseLoginCookie,
} from '../../features/session/persistence'
import { COOKIE_BANNER_CLASS, HEADER_ROW_CLASS } from '../layout/htmlMarks'
import { startAtOnceBecause, type Arrival, type StartReason } from './startPolicy'
import { APP_READY_EVENT } from './appReadyEvent'

/** What the visitor does that shows they are there: the app starts on the first of these. */
const PRESENCE_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const

/** Controls whose click only the app can answer; a link is followed by the browser itself. */
const APP_CONTROLS =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], ' +
  '[role="option"], [role="menuitem"], input[type="checkbox"], input[type="radio"], ' +
  'input[type="submit"], input[type="button"], label'

interface CookieStoreLike {
  getAll(): Promise<{ name: string; value: string }[]>
}

/**
 * This site's cookies, decoded as the app's cookie library reads them. Where the browser has
 * the Cookie Store API they are read without blocking: `document.cookie` (which the library
 * reads) is a synchronous round trip to the browser's network process: its first read took
 * 10 ms here, 80 ms at 8x.
 */
export async function readCookies(): Promise<Map<string, string>> {
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore
  if (!store) return new Map(Object.entries(Cookies.get()))
  const cookies = new Map<string, string>()
  for (const { name, value } of await store.getAll()) {
    try {
      cookies.set(decodeURIComponent(name), Cookies.converter.read(value, name))
    } catch {
      // A cookie another script wrote with a malformed escape: not one of the store's.
    }
  }
  return cookies
}

/** Whether a row shows all it holds; asked after the first paint, so its layout is done. */
function fits(row: Element | null): boolean {
  return !row || row.scrollWidth <= row.clientWidth + 1
}

/**
 * The visitor as this page meets them: the address, the path and currency the HTML was made for
 * (the template's data attributes, scripts/after-paint.mjs), and what the browser kept.
 */
export async function readArrival(held: HTMLTemplateElement): Promise<Arrival> {
  const cookies = await readCookies()
  const loginCookie = cookies.get(COOKIE.login)
  return {
    pathname: location.pathname,
    search: location.search,
    html:
      held.dataset.path === location.pathname
        ? {
            currency: held.dataset.currency ?? '',
            showsCookieNotice: document.querySelector(`.${COOKIE_BANNER_CLASS}`) !== null,
            headerFits: fits(document.querySelector(`.${HEADER_ROW_CLASS}`)),
          }
        : null,
    kept: {
      // The cookie alone: the first localStorage read blocks for about 12 ms on a budget phone,
      // and the app writes the cookie again whenever it restores a login from the local record.
      login: Boolean(loginCookie && parseLoginCookie(loginCookie)),
      currency: cookies.get(COOKIE.currency),
      cookieNoticeAnswered: isCookieNoticeAnswered(cookies.get(COOKIE.cookieNotice)),
      localeChoice: cookies.get(COOKIE.locale),
    },
    browserLanguages: navigator.languages ?? [navigator.language],
  }
}

/** Inserts the tags one per task: each starts a fetch, and on a slow phone that adds up. */
function insertOnePerTask(tags: readonly Element[]): void {
  const [first, ...rest] = tags
  if (!first) return
  document.head.append(first)
  if (rest.length > 0) setTimeout(insertOnePerTask, 0, rest)
}

/** Calls `then` once the page's first contentful paint is on screen (or it never comes). */
function afterFirstPaint(then: () => void): void {
  let called = false
  const once = () => {
    if (called) return
    called = true
    then()
  }
  // A tab in the background paints nothing until it is shown: nothing to wait for.
  if (document.visibilityState !== 'visible') return once()
  document.addEventListener('visibilitychange', once, { once: true })
  const painted = (entries: PerformanceEntryList) =>
    entries.some((entry) => entry.name === 'first-contentful-paint')
  if (painted(performance.getEntriesByType('paint'))) return once()
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    // No paint timing: a task after the next frame, which is the first one the page can paint.
    requestAnimationFrame(() => setTimeout(once, 0))
    return
  }
  // The paint is reported once it is on screen, which can be well after its frame (fonts).
  new PerformanceObserver((list, observer) => {
    if (!painted(list.getEntries())) return
    observer.disconnect()
    once()
  }).observe({ type: 'paint', buffered: true })
  // A page that somehow never paints content still comes to life.
  setTimeout(once, 3000)
}

/**
 * Until the app has taken over, a click on one of its controls (a button, a tab, the cookie
 * notice's answers) would do nothing: it is held, the pointer shows progress, and the app gets
 * the click once it is ready. Links need no app: the browser follows them to their own page.
 */
function holdClicksUntilReady(onHold: () => void): () => void {
  let held: HTMLElement | null = null
  const hold = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.(APP_CONTROLS)
    if (!(control instanceof HTMLElement) || control.closest('a[href]')) return
    event.preventDefault()
    event.stopImmediatePropagation()
    held = control
    document.documentElement.style.cursor = 'progress'
    // A screen reader's click comes with no pointer or key before it: it starts the app too.
    onHold()
  }
  const stop = () => {
    window.removeEventListener('click', hold, true)
    window.removeEventListener(APP_READY_EVENT, ready)
    document.documentElement.style.removeProperty('cursor')
  }
  const ready = () => {
    stop()
    // In a task of its own: the render right after hydration draws the controls the HTML had
    // stand-ins for (docs/decisions/023), and a card's label or a field's label needs them.
    const control = held
    held = null
    setTimeout(() => {
      if (control?.isConnected) control.click()
    }, 0)
  }
  window.addEventListener('click', hold, true)
  window.addEventListener(APP_READY_EVENT, ready)
  return stop
}

/**
 * Starts a pre-rendered page's app (docs/decisions/014 addendum 3, and 020). The page's module
 * script and its preloads wait in `held`. The app starts on the visitor's first touch, key or
 * scroll, or, when `decide` (asked once the page has painted, so it costs the first paint
 * nothing) gives a reason, at once. Without a reason and before any sign of the visitor, only
 * the entry chunk is fetched ahead, at low priority and without being run. Returns what takes
 * the loader's listeners off again.
 */
export function startLoader(
  held: HTMLTemplateElement,
  decide: () => Promise<StartReason | null>,
): () => void {
  // The tags are made only when they are inserted: a first visit may never need them.
  const entry = held.content.querySelector('script')
  let started = false
  const stopWaiting = () => {
    for (const type of PRESENCE_EVENTS) window.removeEventListener(type, start, true)
  }
  const start = () => {
    if (started) return
    started = true
    stopWaiting()
    const tags = [...document.importNode(held.content, true).children]
    // The module script first, so the largest download starts at once.
    const script = tags.find((tag) => tag instanceof HTMLScriptElement)
    insertOnePerTask(script ? [script, ...tags.filter((tag) => tag !== script)] : tags)
  }
  const fetchAhead = () => {
    const src = entry?.getAttribute('src')
    if (started || !src) return
    const ahead = document.createElement('link')
    ahead.rel = 'prefetch'
    ahead.as = 'script'
    ahead.crossOrigin = entry?.getAttribute('crossorigin') ?? 'anonymous'
    ahead.setAttribute('href', src)
    document.head.append(ahead)
  }
  const stopHolding = holdClicksUntilReady(() => start())
  for (const type of PRESENCE_EVENTS) {
    window.addEventListener(type, start, { capture: true, passive: true })
  }
  afterFirstPaint(() => {
    if (started) return
    // A visitor the HTML cannot be the page for gets the app at once, as if they were there.
    decide().then(
      (reason) => (reason ? start() : fetchAhead()),
      () => start(),
    )
  })
  return () => {
    stopWaiting()
    stopHolding()
  }
}

export async function startAtOnceReason(held: HTMLTemplateElement): Promise<StartReason | null> {
  return startAtOnceBecause(await readArrival(held))
}

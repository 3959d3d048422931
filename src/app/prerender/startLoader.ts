import { APP_HYDRATING_EVENT, APP_READY_EVENT } from './appReadyEvent'

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

/** The longest the start waits for an idle main thread once the page has painted. */
const IDLE_TIMEOUT_MS = 1000

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
 * Whether a click on `control` reached it: React stops a click in a part of the page it could
 * not hydrate yet (a chunk still on its way) before the click gets there, and does not replay it.
 */
function watchArrival(control: HTMLElement): () => boolean {
  let arrived = false
  const arrive = () => {
    arrived = true
  }
  control.addEventListener('click', arrive, { capture: true, once: true })
  return () => {
    control.removeEventListener('click', arrive, { capture: true })
    return arrived
  }
}

/**
 * Controls the browser acts on by itself when clicked: a radio or a checkbox changes, a label
 * passes the click to its field (a stand-in's field is drawn only after hydration, decision 023),
 * a submit button sends its form. Their click waits for the whole page: React, hydrating a field
 * in the middle of its click, reads the state the click has already changed and sees no change,
 * and a click React drops would still change the field or send the form.
 */
const actsByItself = (control: HTMLElement) =>
  control instanceof HTMLLabelElement ||
  control instanceof HTMLInputElement ||
  (control instanceof HTMLButtonElement && control.type === 'submit' && control.form !== null)

/**
 * Until React listens, a click on one of the app's controls (a button, a tab, the cookie
 * notice's answers) would do nothing: it is held, the pointer shows progress, and it is handed
 * over once hydration begins. React then hydrates the part of the page the click is in at once
 * and answers it (selective hydration), instead of after the whole page in slices. A click React
 * had to drop is handed over again once the app is ready, and so is every click on a field, a
 * label or a submit button (`actsByItself`). Links need no app: the browser follows them.
 */
function holdClicksUntilReady(onHold: () => void): () => void {
  let hydrating = false
  /** The latest click, and whether it got to its control. */
  let last: { control: HTMLElement; arrived: () => boolean } | null = null
  const hold = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.(APP_CONTROLS)
    if (!(control instanceof HTMLElement) || control.closest('a[href]')) return
    if (hydrating && !actsByItself(control)) {
      last = { control, arrived: watchArrival(control) }
      return
    }
    event.preventDefault()
    event.stopImmediatePropagation()
    last = { control, arrived: () => false }
    document.documentElement.style.cursor = 'progress'
    // A screen reader's click comes with no pointer or key before it: it starts the app too.
    onHold()
  }
  const handOver = (control: HTMLElement) => {
    document.documentElement.style.removeProperty('cursor')
    if (control.isConnected) control.click()
  }
  const stop = () => {
    window.removeEventListener('click', hold, true)
    window.removeEventListener(APP_HYDRATING_EVENT, begin)
    window.removeEventListener(APP_READY_EVENT, ready)
    document.documentElement.style.removeProperty('cursor')
  }
  const begin = () => {
    hydrating = true
    const held = last
    if (!held || held.arrived() || actsByItself(held.control)) return
    last = null
    // A task after the one that called hydrateRoot; the click goes through `hold` again.
    setTimeout(handOver, 0, held.control)
  }
  const ready = () => {
    stop()
    // In a task of its own: a click React is answering right now (the ready signal can come
    // from inside it) has got to its control by then, and the render right after hydration
    // draws the controls the HTML had stand-ins for (decision 023).
    const held = last
    last = null
    setTimeout(() => {
      if (held && !held.arrived()) handOver(held.control)
    }, 0)
  }
  window.addEventListener('click', hold, true)
  window.addEventListener(APP_HYDRATING_EVENT, begin)
  window.addEventListener(APP_READY_EVENT, ready)
  return stop
}

/**
 * Starts a pre-rendered page's app (docs/decisions/028). The page's module script and its
 * preloads wait in `held`. The app starts once the first paint is on screen and the main thread
 * is idle (at most a second later), or earlier on the visitor's first touch, key or scroll, so a
 * tap a second after load meets a running app. Returns what takes the loader's listeners off.
 */
export function startLoader(held: HTMLTemplateElement): () => void {
  let started = false
  const stopWaiting = () => {
    for (const type of PRESENCE_EVENTS) window.removeEventListener(type, start, true)
  }
  const start = () => {
    if (started) return
    started = true
    stopWaiting()
    // The tags are made only now: made earlier, their fetches would compete with the first paint.
    const tags = [...document.importNode(held.content, true).children]
    // The module script first, so the largest download starts at once.
    const script = tags.find((tag) => tag instanceof HTMLScriptElement)
    insertOnePerTask(script ? [script, ...tags.filter((tag) => tag !== script)] : tags)
  }
  const stopHolding = holdClicksUntilReady(() => start())
  for (const type of PRESENCE_EVENTS) {
    window.addEventListener(type, start, { capture: true, passive: true })
  }
  afterFirstPaint(() => {
    if (started) return
    // Safari has no idle callback: the next task there.
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
    else setTimeout(start, 0)
  })
  return () => {
    stopWaiting()
    stopHolding()
  }
}

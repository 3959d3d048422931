import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  readArrival,
  readCookies,
  startLoader as start,
} from '../../../src/app/prerender/startLoader'
import type { StartReason } from '../../../src/app/prerender/startPolicy'
import { APP_READY_EVENT } from '../../../src/app/prerender/appReadyEvent'

const ENTRY = '/assets/index-1.js'

function hold(tags: string, visibility: DocumentVisibilityState = 'visible') {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility)
  const template = document.createElement('template')
  template.innerHTML = tags
  return template
}
const page = (count = 1) =>
  `<script type="module" crossorigin src="${ENTRY}"></script>` +
  Array.from(
    { length: count },
    (_, index) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${index}.js">`,
  ).join('')

const scripts = () => document.head.querySelectorAll(':scope > script[type="module"]')
const preloads = () =>
  [...document.head.querySelectorAll(':scope > link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  )
const fetchedAhead = () =>
  [...document.head.querySelectorAll(':scope > link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  )
const paint = (name: string) => ({ name }) as PerformanceEntry

/** A browser with paint timing: the observer's callback is ours to call. */
function paintTiming(painted: PerformanceEntry[] = []) {
  const observers: ((list: { getEntries: () => PerformanceEntry[] }) => void)[] = []
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'longtask']
    constructor(private callback: (list: unknown, observer: FakeObserver) => void) {}
    observe() {
      observers.push((list) => this.callback(list, this))
    }
    disconnect() {
      observers.length = 0
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(painted)
  return (...entries: PerformanceEntry[]) =>
    observers.forEach((notify) => notify({ getEntries: () => entries }))
}

const running: (() => void)[] = []
const startLoader = (held: HTMLTemplateElement, reason: StartReason | null) =>
  running.push(start(held, () => Promise.resolve(reason)))
/** Lets the loader's decision (a promise) settle. */
const settle = async () => {
  for (let turn = 0; turn < 3; turn++) await Promise.resolve()
}

afterEach(() => {
  running.splice(0).forEach((stop) => stop())
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  document.documentElement.style.removeProperty('cursor')
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('the after-paint loader, for a visitor the HTML must change for', () => {
  it('starts the app once the first contentful paint is on screen, module script first', async () => {
    vi.useFakeTimers()
    const report = paintTiming()
    startLoader(hold(page(2)), 'login')
    report(paint('first-paint'))
    expect(scripts()).toHaveLength(0)
    report(paint('first-contentful-paint'))
    await settle()
    expect(scripts()).toHaveLength(1)
    expect(preloads()).toEqual([])
    // One tag per task, so no single task starts every fetch.
    vi.advanceTimersToNextTimer()
    expect(preloads()).toEqual(['/assets/chunk-0.js'])
    vi.runAllTimers()
    expect(preloads()).toEqual(['/assets/chunk-0.js', '/assets/chunk-1.js'])
    document.dispatchEvent(new Event('visibilitychange'))
    expect(scripts()).toHaveLength(1)
  })

  it('starts at once when the page has already painted, or is in a background tab', async () => {
    paintTiming([paint('first-contentful-paint')])
    startLoader(hold(page(0)), 'currency')
    await settle()
    expect(scripts()).toHaveLength(1)

    document.head.innerHTML = ''
    paintTiming()
    startLoader(hold(page(0), 'hidden'), 'currency')
    await settle()
    expect(scripts()).toHaveLength(1)
  })

  it('still starts after 3 s when no contentful paint is reported', async () => {
    vi.useFakeTimers()
    paintTiming()
    startLoader(hold(page(0)), 'query')
    vi.advanceTimersByTime(2999)
    await settle()
    expect(scripts()).toHaveLength(0)
    vi.advanceTimersByTime(1)
    await settle()
    expect(scripts()).toHaveLength(1)
  })

  it('without paint timing, waits for a task after the next animation frame', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('PerformanceObserver', undefined)
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    startLoader(hold(page(0)), 'not-this-page')
    frames.forEach((callback) => callback(0))
    await settle()
    expect(scripts()).toHaveLength(0)
    vi.runAllTimers()
    await settle()
    expect(scripts()).toHaveLength(1)
  })
})

describe('the after-paint loader, for a visitor the HTML already is the page for', () => {
  it('only fetches the entry ahead after the paint, and starts on the first sign of the visitor', async () => {
    vi.useFakeTimers()
    const report = paintTiming()
    startLoader(hold(page(1)), null)
    report(paint('first-contentful-paint'))
    await settle()
    vi.runAllTimers()
    expect(scripts()).toHaveLength(0)
    expect(fetchedAhead()).toEqual([ENTRY])

    window.dispatchEvent(new Event('wheel'))
    expect(scripts()).toHaveLength(1)
    vi.runAllTimers()
    expect(preloads()).toEqual(['/assets/chunk-0.js'])
    // Started once: later signs change nothing.
    window.dispatchEvent(new Event('wheel'))
    vi.runAllTimers()
    expect(scripts()).toHaveLength(1)
  })

  it('starts on a touch before the paint, and then fetches nothing ahead', async () => {
    vi.useFakeTimers()
    const report = paintTiming()
    startLoader(hold(page(0)), null)
    window.dispatchEvent(new Event('touchstart'))
    expect(scripts()).toHaveLength(1)
    report(paint('first-contentful-paint'))
    await settle()
    expect(fetchedAhead()).toEqual([])
  })

  it('starts on a key, a focus, a pointer or a scroll', () => {
    for (const type of ['keydown', 'focusin', 'pointerdown', 'pointermove', 'scroll']) {
      document.head.innerHTML = ''
      paintTiming()
      startLoader(hold(page(0)), null)
      expect(scripts(), type).toHaveLength(0)
      window.dispatchEvent(new Event(type))
      expect(scripts(), type).toHaveLength(1)
    }
  })
})

describe('clicks before the app is ready', () => {
  it('holds a click on a button and hands it to the app once it is ready', async () => {
    paintTiming()
    document.body.innerHTML = '<button type="button"><span>Accept</span></button>'
    const button = document.querySelector('button')!
    const clicks: string[] = []
    button.addEventListener('click', () => clicks.push('app'))
    startLoader(hold(page(0)), 'cookie-notice')
    document.querySelector('span')!.click()
    expect(clicks).toEqual([])
    expect(document.documentElement.style.cursor).toBe('progress')

    window.dispatchEvent(new Event(APP_READY_EVENT))
    // Not within the ready signal: the render after hydration draws the controls the HTML had
    // stand-ins for (decision 023), and the click goes to what is there then.
    expect(clicks).toEqual([])
    expect(document.documentElement.style.cursor).toBe('')
    await vi.waitFor(() => expect(clicks).toEqual(['app']))
    // From now on clicks are the app's own.
    button.click()
    expect(clicks).toEqual(['app', 'app'])
  })

  it("starts the app for a click that came with no sign before it (a screen reader's)", async () => {
    paintTiming()
    document.body.innerHTML = '<button type="button">Accept</button>'
    const clicks: string[] = []
    document.querySelector('button')!.addEventListener('click', () => clicks.push('app'))
    startLoader(hold(page(0)), null)
    expect(scripts()).toHaveLength(0)
    document.querySelector('button')!.click()
    expect(scripts()).toHaveLength(1)
    expect(clicks).toEqual([])
    window.dispatchEvent(new Event(APP_READY_EVENT))
    await vi.waitFor(() => expect(clicks).toEqual(['app']))
  })

  it('lets a link be followed by the browser', () => {
    paintTiming()
    document.body.innerHTML = '<a href="/japan"><span>Japan</span></a>'
    startLoader(hold(page(0)), 'login')
    const event = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('span')!.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
  })
})

describe("reading the visitor's cookies", () => {
  afterEach(() => {
    for (const name of ['rw_currency', 'rw_login']) document.cookie = `${name}=; max-age=0`
  })

  it('reads them without blocking where the browser has the Cookie Store API', async () => {
    vi.stubGlobal('cookieStore', {
      getAll: () =>
        Promise.resolve([
          { name: 'rw_currency', value: 'EUR' },
          { name: 'rw_login', value: '%7B%22token%22%3A%22t%22%7D' },
        ]),
    })
    const cookies = await readCookies()
    expect(cookies.get('rw_currency')).toBe('EUR')
    expect(cookies.get('rw_login')).toBe('{"token":"t"}')
  })

  it('falls back to document.cookie, decoded as js-cookie writes them', async () => {
    vi.stubGlobal('cookieStore', undefined)
    document.cookie = 'rw_currency=JPY'
    document.cookie = 'rw_login=%7B%22token%22%3A%22t%22%7D'
    const cookies = await readCookies()
    expect(cookies.get('rw_currency')).toBe('JPY')
    expect(cookies.get('rw_login')).toBe('{"token":"t"}')
  })
})

describe('what the loader knows of the visitor', () => {
  afterEach(() => {
    document.cookie = 'rw_currency=; max-age=0'
  })

  it("compares the HTML's own path and currency, and its cookie notice, with the visitor's", async () => {
    vi.stubGlobal('cookieStore', undefined)
    document.cookie = 'rw_currency=EUR'
    document.body.innerHTML = '<section class="cookie-banner"></section>'
    const held = document.createElement('template')
    held.dataset.path = location.pathname
    held.dataset.currency = 'USD'
    const arrival = await readArrival(held)
    // jsdom lays nothing out, so its header row (none here) counts as fitting.
    expect(arrival.html).toEqual({ currency: 'USD', showsCookieNotice: true, headerFits: true })
    expect(arrival.kept).toMatchObject({
      login: false,
      currency: 'EUR',
      cookieNoticeAnswered: false,
    })

    document.body.innerHTML = '<div class="header__inner"></div>'
    const row = document.querySelector('div')!
    vi.spyOn(row, 'scrollWidth', 'get').mockReturnValue(1400)
    vi.spyOn(row, 'clientWidth', 'get').mockReturnValue(1280)
    expect((await readArrival(held)).html?.headerFits).toBe(false)

    held.dataset.path = '/somewhere-else'
    expect((await readArrival(held)).html).toBeNull()
  })
})

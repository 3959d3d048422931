import { afterEach, describe, expect, it, vi } from 'vitest'
import { startLoader as start } from '../../../src/app/prerender/startLoader'
import { APP_HYDRATING_EVENT, APP_READY_EVENT } from '../../../src/app/prerender/appReadyEvent'

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

/** A browser with idle callbacks: they run when the test says the main thread is idle. */
function idleCallbacks() {
  const waiting: { callback: () => void; timeout?: number }[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) =>
    waiting.push({ callback, timeout: options?.timeout }),
  )
  return {
    waiting,
    idle: () => waiting.splice(0).forEach(({ callback }) => callback()),
  }
}

const running: (() => void)[] = []
const startLoader = (held: HTMLTemplateElement) => running.push(start(held))

afterEach(() => {
  running.splice(0).forEach((stop) => stop())
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  document.documentElement.style.removeProperty('cursor')
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('the after-paint loader', () => {
  it('starts the app once the first contentful paint is on screen and the thread is idle', () => {
    vi.useFakeTimers()
    const report = paintTiming()
    const { waiting, idle } = idleCallbacks()
    startLoader(hold(page(2)))
    report(paint('first-paint'))
    expect(waiting).toHaveLength(0)
    report(paint('first-contentful-paint'))
    // Idle, or a second after the paint at the latest.
    expect(waiting.map(({ timeout }) => timeout)).toEqual([1000])
    expect(scripts()).toHaveLength(0)
    idle()
    // The module script first, then one tag per task, so no single task starts every fetch.
    expect(scripts()).toHaveLength(1)
    expect(preloads()).toEqual([])
    vi.advanceTimersToNextTimer()
    expect(preloads()).toEqual(['/assets/chunk-0.js'])
    vi.runAllTimers()
    expect(preloads()).toEqual(['/assets/chunk-0.js', '/assets/chunk-1.js'])
    document.dispatchEvent(new Event('visibilitychange'))
    expect(scripts()).toHaveLength(1)
  })

  it('asks for idle time at once when the page has already painted, or is in a background tab', () => {
    paintTiming([paint('first-contentful-paint')])
    const first = idleCallbacks()
    startLoader(hold(page(0)))
    first.idle()
    expect(scripts()).toHaveLength(1)

    document.head.innerHTML = ''
    paintTiming()
    const second = idleCallbacks()
    startLoader(hold(page(0), 'hidden'))
    second.idle()
    expect(scripts()).toHaveLength(1)
  })

  it('still starts after 3 s when no contentful paint is reported', () => {
    vi.useFakeTimers()
    paintTiming()
    const { idle } = idleCallbacks()
    startLoader(hold(page(0)))
    vi.advanceTimersByTime(2999)
    idle()
    expect(scripts()).toHaveLength(0)
    vi.advanceTimersByTime(1)
    idle()
    expect(scripts()).toHaveLength(1)
  })

  it('without paint timing, waits for a task after the next animation frame', () => {
    vi.useFakeTimers()
    vi.stubGlobal('PerformanceObserver', undefined)
    const { idle } = idleCallbacks()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    startLoader(hold(page(0)))
    frames.forEach((callback) => callback(0))
    idle()
    expect(scripts()).toHaveLength(0)
    vi.runAllTimers()
    idle()
    expect(scripts()).toHaveLength(1)
  })

  it('without idle callbacks (Safari), starts in the task after the paint', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    Reflect.deleteProperty(window, 'requestIdleCallback')
    paintTiming([paint('first-contentful-paint')])
    startLoader(hold(page(0)))
    expect(scripts()).toHaveLength(0)
    vi.advanceTimersToNextTimer()
    expect(scripts()).toHaveLength(1)
  })

  it('starts earlier on the first sign of the visitor, and only once', () => {
    vi.useFakeTimers()
    const report = paintTiming()
    const { idle } = idleCallbacks()
    startLoader(hold(page(1)))
    window.dispatchEvent(new Event('touchstart'))
    expect(scripts()).toHaveLength(1)
    vi.runAllTimers()
    expect(preloads()).toEqual(['/assets/chunk-0.js'])
    report(paint('first-contentful-paint'))
    idle()
    window.dispatchEvent(new Event('wheel'))
    vi.runAllTimers()
    expect(scripts()).toHaveLength(1)
    expect(preloads()).toEqual(['/assets/chunk-0.js'])
  })

  it('starts on a key, a focus, a pointer, a wheel or a scroll', () => {
    for (const type of ['keydown', 'focusin', 'pointerdown', 'pointermove', 'wheel', 'scroll']) {
      document.head.innerHTML = ''
      paintTiming()
      idleCallbacks()
      startLoader(hold(page(0)))
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
    startLoader(hold(page(0)))
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
    startLoader(hold(page(0)))
    expect(scripts()).toHaveLength(0)
    document.querySelector('button')!.click()
    expect(scripts()).toHaveLength(1)
    expect(clicks).toEqual([])
    window.dispatchEvent(new Event(APP_READY_EVENT))
    await vi.waitFor(() => expect(clicks).toEqual(['app']))
  })

  it('hands a held click over as soon as React listens, so it hydrates that part at once', async () => {
    paintTiming()
    document.body.innerHTML = '<main><button type="button">Continue</button></main>'
    const clicks: string[] = []
    document.querySelector('button')!.addEventListener('click', () => clicks.push('app'))
    startLoader(hold(page(0)))
    document.querySelector('button')!.click()
    expect(clicks).toEqual([])
    window.dispatchEvent(new Event(APP_HYDRATING_EVENT))
    await vi.waitFor(() => expect(clicks).toEqual(['app']))
    expect(document.documentElement.style.cursor).toBe('')
    // It got there: the ready signal does not hand it over a second time.
    window.dispatchEvent(new Event(APP_READY_EVENT))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(clicks).toEqual(['app'])
  })

  it('lets clicks through while React hydrates, and hands one React dropped over once ready', async () => {
    paintTiming()
    document.body.innerHTML =
      '<div id="root"><section><button type="button">Tab</button></section></div>'
    const root = document.getElementById('root')!
    const button = document.querySelector('button')!
    const clicks: string[] = []
    button.addEventListener('click', () => clicks.push('app'))
    startLoader(hold(page(0)))
    window.dispatchEvent(new Event(APP_HYDRATING_EVENT))

    const answered = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(answered)
    expect(answered.defaultPrevented).toBe(false)
    expect(clicks).toEqual(['app'])

    // What React does with a click in a part it cannot hydrate yet: stops it on the way down.
    const dropAtRoot = (event: Event) => event.stopPropagation()
    root.addEventListener('click', dropAtRoot, true)
    button.click()
    root.removeEventListener('click', dropAtRoot, true)
    expect(clicks).toEqual(['app'])
    window.dispatchEvent(new Event(APP_READY_EVENT))
    await vi.waitFor(() => expect(clicks).toEqual(['app', 'app']))
  })

  it.each([
    ["a stand-in field's label", '<label>Trip<span role="textbox"></span></label>', 'label'],
    ['a radio', '<input type="radio" name="plan" value="5gb">', 'input'],
    ['a submit button', '<form><button>Send</button></form>', 'button'],
  ])('holds a click on %s until the whole page is the app', async (_, html, selector) => {
    paintTiming()
    document.body.innerHTML = html
    const control = document.querySelector<HTMLElement>(selector)!
    const clicks: string[] = []
    control.addEventListener('click', () => clicks.push('app'))
    startLoader(hold(page(0)))
    control.click()
    window.dispatchEvent(new Event(APP_HYDRATING_EVENT))
    const during = new MouseEvent('click', { bubbles: true, cancelable: true })
    control.dispatchEvent(during)
    // Its default (the radio checked, the form sent) must not happen while React hydrates.
    expect(during.defaultPrevented).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(clicks).toEqual([])
    expect(document.documentElement.style.cursor).toBe('progress')
    window.dispatchEvent(new Event(APP_READY_EVENT))
    await vi.waitFor(() => expect(clicks).toEqual(['app']))
  })

  it('lets a link be followed by the browser', () => {
    paintTiming()
    document.body.innerHTML = '<a href="/japan"><span>Japan</span></a>'
    startLoader(hold(page(0)))
    const event = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('span')!.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
  })
})

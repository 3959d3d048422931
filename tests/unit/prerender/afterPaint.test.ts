import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TEMPLATE_ID, withScriptsAfterPaint } from '../../../scripts/after-paint.mjs'

const entry = '<script type="module" crossorigin="" src="/assets/index-1.js"></script>'
const preload = '<link rel="modulepreload" as="script" crossorigin="" href="/assets/Home-2.js">'
const style = '<link rel="stylesheet" crossorigin="" href="/assets/index-3.css">'
const page = (head: string) =>
  `<html><head><title>Home</title>${head}</head><body><h1>Hi</h1></body></html>`

describe('pre-rendered pages paint before their scripts load', () => {
  it('holds the module script and its preloads in a template, after a deferred loader', () => {
    const html = withScriptsAfterPaint(page(`${entry}${style}${preload}`), 'after-paint-x.js')
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain(style)
    expect(head).toContain(
      `<script defer src="/assets/after-paint-x.js"></script><template id="${TEMPLATE_ID}">${entry}${preload}</template>`,
    )
    // Nothing the browser would fetch at parse time is left outside the template.
    const outside = head.replace(/<template[\s\S]*<\/template>/, '')
    expect(outside).not.toContain('type="module"')
    expect(outside).not.toContain('modulepreload')
    expect(html).toContain('<body><h1>Hi</h1></body>')
  })

  it('puts the module script first, whatever the order of the head', () => {
    const html = withScriptsAfterPaint(page(`${preload}${style}${entry}`), 'after-paint-x.js')
    expect(html).toContain(`<template id="${TEMPLATE_ID}">${entry}${preload}</template>`)
  })

  it('leaves a page without a module script as it is', () => {
    const html = page(style)
    expect(withScriptsAfterPaint(html, 'after-paint-x.js')).toBe(html)
  })
})

describe('the after-paint loader', () => {
  const source = fs.readFileSync(path.resolve('scripts/after-paint-loader.js'), 'utf8')
  const run = () => new Function(source)()

  afterEach(() => {
    document.head.innerHTML = ''
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  function hold(visibility: DocumentVisibilityState = 'visible') {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility)
    const template = document.createElement('template')
    template.id = TEMPLATE_ID
    template.innerHTML = '<link rel="modulepreload" href="/assets/Home-2.js">'
    document.head.append(template)
  }
  const inserted = () => document.head.querySelectorAll(':scope > link[rel="modulepreload"]')
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

  it('inserts the held tags once the first contentful paint is on screen, once', () => {
    vi.useFakeTimers()
    const report = paintTiming()
    hold()
    run()
    report(paint('first-paint'))
    expect(inserted()).toHaveLength(0)
    report(paint('first-contentful-paint'))
    expect(inserted()).toHaveLength(1)
    vi.runAllTimers()
    document.dispatchEvent(new Event('visibilitychange'))
    expect(inserted()).toHaveLength(1)
  })

  it('inserts them at once when the page has already painted, or is in a background tab', () => {
    paintTiming([paint('first-contentful-paint')])
    hold()
    run()
    expect(inserted()).toHaveLength(1)

    document.head.innerHTML = ''
    paintTiming()
    hold('hidden')
    run()
    expect(inserted()).toHaveLength(1)
  })

  it('inserts one tag per task, in their order, so no single task starts every fetch', () => {
    vi.useFakeTimers()
    paintTiming([paint('first-contentful-paint')])
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
    const template = document.createElement('template')
    template.id = TEMPLATE_ID
    template.innerHTML = Array.from(
      { length: 10 },
      (_, index) => `<link rel="modulepreload" href="/assets/chunk-${index}.js">`,
    ).join('')
    document.head.append(template)
    const names = () => [...inserted()].map((link) => link.getAttribute('href'))
    run()
    expect(names()).toEqual(['/assets/chunk-0.js'])
    vi.advanceTimersToNextTimer()
    expect(names()).toEqual(['/assets/chunk-0.js', '/assets/chunk-1.js'])
    vi.runAllTimers()
    expect(names()).toEqual(Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`))
  })

  it('still starts after 3 s when no contentful paint is reported', () => {
    vi.useFakeTimers()
    paintTiming()
    hold()
    run()
    vi.advanceTimersByTime(2999)
    expect(inserted()).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(inserted()).toHaveLength(1)
  })

  it('without paint timing, waits for a task after the next animation frame', () => {
    vi.useFakeTimers()
    vi.stubGlobal('PerformanceObserver', undefined)
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    hold()
    run()
    frames.forEach((callback) => callback(0))
    expect(inserted()).toHaveLength(0)
    vi.runAllTimers()
    expect(inserted()).toHaveLength(1)
  })
})

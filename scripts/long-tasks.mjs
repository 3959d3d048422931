// What a budget phone's main thread is busy with while a page loads: `npm run perf -- --tasks`.
// Lighthouse says how much Total Blocking Time a page has, not what causes it. This loads a page
// in Chromium with a trace and the V8 sampling profiler on, and prints every task that is over
// 50 ms once multiplied by 8, with what ran inside it: the trace's own events (script
// evaluation, style, layout, paint) and the profiler's hottest functions, by file. The page runs
// at full speed and the times are multiplied afterwards because that is how Lighthouse's
// simulated 8x slowdown counts them (a page slowed for real schedules differently: React's 5 ms
// slices, for one, become 40 ms of the phone's time, which Lighthouse's model never sees).
import fs from 'node:fs'
import path from 'node:path'

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'toplevel',
]
/** Trace events worth naming inside a task, with how to say what each was about. */
export const TRACE_EVENT_LABELS = {
  EvaluateScript: (args) => `evaluate ${file(args?.data?.url)}`,
  'v8.evaluateModule': () => 'evaluate module',
  'v8.compileModule': () => 'compile module',
  'v8.compile': (args) => `compile ${file(args?.data?.url)}`,
  FunctionCall: (args) =>
    `call ${args?.data?.functionName || '(anonymous)'} ${file(args?.data?.url)}`,
  UpdateLayoutTree: () => 'style',
  Layout: () => 'layout',
  Paint: () => 'paint',
  PrePaint: () => 'pre-paint',
  Layerize: () => 'layerize',
  ParseHTML: () => 'parse HTML',
  ParseAuthorStyleSheet: () => 'parse CSS',
  MajorGC: () => 'GC (major)',
  MinorGC: () => 'GC (minor)',
  TimerFire: () => 'timer',
  FireAnimationFrame: () => 'animation frame',
  RunMicrotasks: () => 'microtasks',
  EventDispatch: (args) => `event ${args?.data?.type ?? ''}`,
}

function file(url) {
  if (!url) return ''
  try {
    return path.basename(new URL(url).pathname) || url
  } catch {
    return url
  }
}

/** Loads `url` with a trace (`rate`x CPU slowdown), waits `settleMs` after load; the events. */
export async function traceLoad(browser, url, { rate = 1, settleMs = 5000 } = {}) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    const events = []
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
      transferMode: 'ReportEvents',
    })
    await page.goto(url, { waitUntil: 'load' })
    // Long enough after load for hydration and the requests made after it.
    await page.waitForTimeout(settleMs)
    await cdp.send('Tracing.end')
    await done
    return events
  } finally {
    await context.close()
  }
}

/** The renderer main thread that parsed the page's HTML. */
function mainThread(events, url) {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url.split('#')[0]),
  )
  if (parse) return { pid: parse.pid, tid: parse.tid }
  const named = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  return named ? { pid: named.pid, tid: named.tid } : null
}

/**
 * Samples of the V8 profiler on that thread: [{ ts, frame }] with frame "function file", or what
 * `name(callFrame)` makes of it (the original function and source line, through a source map).
 */
function profileSamples(events, thread, name) {
  const samples = []
  const byId = new Map()
  const nodes = new Map()
  for (const event of events) {
    if (event.pid !== thread.pid) continue
    // The service worker's thread is profiled in the same process: only the page's own.
    if (event.name === 'Profile' && event.tid === thread.tid) {
      byId.set(event.id, { time: event.args.data.startTime })
    } else if (event.name === 'ProfileChunk') {
      const profile = byId.get(event.id)
      if (!profile) continue
      const data = event.args.data
      for (const node of data.cpuProfile?.nodes ?? []) {
        const frame = node.callFrame
        nodes.set(
          `${event.id}:${node.id}`,
          name?.(frame) ?? `${frame.functionName || '(anonymous)'} ${file(frame.url)}`,
        )
      }
      const ids = data.cpuProfile?.samples ?? []
      const deltas = data.timeDeltas ?? []
      for (let i = 0; i < ids.length; i++) {
        profile.time += deltas[i] ?? 0
        samples.push({ ts: profile.time, frame: nodes.get(`${event.id}:${ids[i]}`) ?? '?' })
      }
    }
  }
  return samples.sort((a, b) => a.ts - b.ts)
}

function top(map, count) {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .filter(([, ms]) => ms >= 1)
}

/**
 * The tasks on the page's main thread over `overMs` once multiplied by `scale`, in order: start
 * (ms from the HTML's parsing, unscaled), duration, the named trace events inside (summed by
 * name) and the profiler's hottest frames, all durations multiplied by `scale`. `name` may
 * name a profiler call frame ({ functionName, url, lineNumber, columnNumber }, zero-based).
 */
export function longTasks(events, url, { overMs = 50, scale = 8, name } = {}) {
  const thread = mainThread(events, url)
  if (!thread) throw new Error(`No main thread for ${url} in the trace`)
  const onThread = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid)
  const navigation = onThread.find((e) => e.name === 'ParseHTML')?.ts ?? onThread[0]?.ts ?? 0
  const samples = profileSamples(events, thread, name)
  const fcp = onThread.find((e) => e.name === 'firstContentfulPaint')?.ts
  const tasks = onThread
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur / 1000) * scale > overMs)
    .sort((a, b) => a.ts - b.ts)
  return tasks.map((task) => {
    const end = task.ts + task.dur
    const inside = new Map()
    for (const e of onThread) {
      if (e.ph !== 'X' || e.ts < task.ts || e.ts >= end || !(e.name in TRACE_EVENT_LABELS)) continue
      const label = TRACE_EVENT_LABELS[e.name](e.args)
      inside.set(label, (inside.get(label) ?? 0) + ((e.dur ?? 0) / 1000) * scale)
    }
    const hot = new Map()
    let previous = task.ts
    for (const sample of samples) {
      if (sample.ts < task.ts) continue
      if (sample.ts >= end) break
      hot.set(sample.frame, (hot.get(sample.frame) ?? 0) + ((sample.ts - previous) / 1000) * scale)
      previous = sample.ts
    }
    return {
      startMs: (task.ts - navigation) / 1000,
      /** Tasks before the first contentful paint are not blocking time (Lighthouse's rule). */
      beforeFcp: fcp !== undefined && end <= fcp,
      durationMs: (task.dur / 1000) * scale,
      events: top(inside, 6),
      hot: top(hot, 8),
    }
  })
}

/** The tasks as text, and the blocking time they add up to (what over 50 ms each task runs). */
export function describeTasks(tasks) {
  const lines = []
  let blocking = 0
  for (const task of tasks) {
    if (!task.beforeFcp) blocking += Math.max(0, task.durationMs - 50)
    const when = task.beforeFcp ? ', before the first contentful paint' : ''
    lines.push(`  ${Math.round(task.startMs)} ms: task of ${Math.round(task.durationMs)} ms${when}`)
    const ms = (value) => `${Math.round(value)} ms`
    if (task.events.length)
      lines.push(
        `    trace: ${task.events.map(([name, value]) => `${name} ${ms(value)}`).join('; ')}`,
      )
    if (task.hot.length)
      lines.push(
        `    hottest: ${task.hot.map(([name, value]) => `${name} ${ms(value)}`).join('; ')}`,
      )
  }
  lines.push(
    `  ${tasks.length} tasks over 50 ms, ${Math.round(blocking)} ms of blocking time after the first contentful paint`,
  )
  return lines.join('\n')
}

/**
 * Names call frames of a build's own scripts after their sources, when the build has source
 * maps (`vite build --sourcemap hidden`: the maps sit beside the scripts, which do not point at
 * them): "destinationOrder src/features/catalogue/listOrder.ts:29".
 */
export async function sourceNamer(site) {
  const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping')
  const maps = new Map()
  const mapOf = (url) => {
    let pathname
    try {
      pathname = new URL(url).pathname
    } catch {
      return null
    }
    if (!maps.has(pathname)) {
      const mapFile = path.join(site, `${pathname}.map`)
      maps.set(
        pathname,
        fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null,
      )
    }
    return maps.get(pathname)
  }
  return (frame) => {
    const map = frame.url ? mapOf(frame.url) : null
    if (!map || frame.lineNumber < 0) return null
    const found = originalPositionFor(map, {
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    })
    if (!found.source) return null
    const source = found.source.replace(/^(\.\.\/)+/, '').replace(/.*node_modules\//, '')
    return `${found.name ?? frame.functionName ?? '(anonymous)'} ${source}:${found.line}`
  }
}

// What Lighthouse's simulated budget phone counts as blocking time, task by task:
// `npm run perf -- --simulated`. Lighthouse's TBT at 8x is not measured but simulated (Lantern):
// the trace's tasks are replayed, 8 times longer (layout tasks 4 times), on a simulated network
// and CPU, and the blocking time is what each task after the simulated first contentful paint
// runs over 50 ms. Which task lands after that paint is the simulation's doing: its paint is
// made of the parse, the first layout and the first paint alone, while the whole load's
// simulation runs every earlier task first (docs/decisions/021). With LANTERN_DEBUG=1 and
// --save-assets, Lighthouse writes its simulated load as a trace; this reads it.
import { TRACE_EVENT_LABELS } from './long-tasks.mjs'

/** Events worth naming inside a simulated task: the observed trace's, and two of its own. */
const NAMED = {
  ...TRACE_EVENT_LABELS,
  Commit: () => 'commit',
  'LocalWindowProxy::CreateContext': () => 'JavaScript context',
}

/**
 * The simulated tasks of `events` (a Lantern trace) that Total Blocking Time counts, given the
 * simulated first contentful paint and time to interactive (ms): each task's simulated start
 * and duration, the part of it that blocks (within those two times, over 50 ms), and the named
 * events inside it with their simulated durations, longest first.
 */
export function simulatedTasks(events, { fcpMs, ttiMs }) {
  const timed = events.filter((event) => event.ph === 'X' && typeof event.ts === 'number')
  if (!timed.length) return []
  // Simulated time 0 is the document's request, the trace's first; the tracing-started marks
  // the trace also holds come before it.
  const request = events.find((event) => event.name === 'ResourceSendRequest')
  const origin = request?.ts ?? Math.min(...timed.map((event) => event.ts))
  const ms = (value) => value / 1000
  const tasks = timed.filter((event) => event.name === 'Task').sort((a, b) => a.ts - b.ts)
  const result = []
  for (const task of tasks) {
    const startMs = ms(task.ts - origin)
    const durationMs = ms(task.dur ?? 0)
    const endMs = startMs + durationMs
    if (endMs <= fcpMs || startMs >= ttiMs) continue
    const clipped = Math.min(endMs, ttiMs) - Math.max(startMs, fcpMs)
    const blockingMs = Math.max(0, clipped - 50)
    if (blockingMs <= 0) continue
    const inside = new Map()
    for (const event of timed) {
      if (event === task || event.tid !== task.tid || !(event.name in NAMED)) continue
      if (event.ts < task.ts || event.ts + (event.dur ?? 0) > task.ts + (task.dur ?? 0)) continue
      const label = NAMED[event.name](event.args)
      inside.set(label, (inside.get(label) ?? 0) + ms(event.dur ?? 0))
    }
    result.push({
      startMs,
      durationMs,
      blockingMs,
      inside: [...inside].sort((a, b) => b[1] - a[1]).filter(([, value]) => value >= 1),
    })
  }
  return result
}

/** The tasks as text, under the page's simulated metrics. */
export function describeSimulated(tasks, { fcpMs, ttiMs, tbtMs }) {
  const round = (value) => `${Math.round(value)} ms`
  const lines = [
    `  simulated: first contentful paint ${round(fcpMs)}, interactive ${round(ttiMs)}, TBT ${round(tbtMs)}`,
  ]
  for (const task of tasks) {
    lines.push(
      `  ${round(task.startMs)}: task of ${round(task.durationMs)}, ${round(task.blockingMs)} blocking`,
    )
    if (task.inside.length)
      lines.push(
        `    ${task.inside
          .slice(0, 8)
          .map(([name, value]) => `${name} ${round(value)}`)
          .join('; ')}`,
      )
  }
  if (!tasks.length) lines.push('  no task blocks after the simulated first contentful paint')
  return lines.join('\n')
}

import { describe, expect, it } from 'vitest'
import type { TraceEvent } from '../../../scripts/long-tasks.mjs'
import { describeSimulated, simulatedTasks } from '../../../scripts/simulated-tasks.mjs'

const ms = (value: number) => value * 1000
/** A Lantern trace as Lighthouse writes it: simulated times, the document's request at 5 s. */
const at = (start: number) => 5_000_000 + ms(start)
const cpu = { pid: 1, tid: 1 }
const network = { pid: 1, tid: 2 }
const task = (start: number, duration: number): TraceEvent => ({
  ...cpu,
  name: 'Task',
  ph: 'X',
  ts: at(start),
  dur: ms(duration),
})
const inside = (name: string, start: number, duration: number, args = {}): TraceEvent => ({
  ...cpu,
  name,
  ph: 'X',
  ts: at(start),
  dur: ms(duration),
  args,
})

function trace(): TraceEvent[] {
  return [
    { ...network, name: 'TracingStartedInPage', ph: 'I', ts: at(-100) },
    { ...network, name: 'ResourceSendRequest', ph: 'I', ts: at(0) },
    // The navigation's commit: before the paint, not counted.
    task(850, 300),
    inside('LocalWindowProxy::CreateContext', 860, 150),
    // The first frame, after the simulated paint at 1100 ms: 288 ms, 238 of them blocking.
    task(1200, 288),
    inside('UpdateLayoutTree', 1200, 80),
    inside('Layout', 1280, 130),
    inside('Layout', 1420, 40),
    inside('Paint', 1470, 10),
    // Short: not a long task.
    task(1500, 40),
    // The loader, cut at the time to interactive (1650 ms): 100 of its 150 ms, 50 blocking.
    task(1550, 150),
    inside('EvaluateScript', 1551, 40, {
      data: { url: 'http://127.0.0.1/assets/after-paint-x.js' },
    }),
    // After interactive: not counted.
    task(1700, 300),
  ]
}

describe('the simulated budget phone, task by task (npm run perf -- --simulated)', () => {
  it('counts what each task after the simulated paint and before interactive runs over 50 ms', () => {
    const tasks = simulatedTasks(trace(), { fcpMs: 1100, ttiMs: 1650 })
    expect(
      tasks.map(({ startMs, durationMs, blockingMs }) => [startMs, durationMs, blockingMs]),
    ).toEqual([
      [1200, 288, 238],
      [1550, 150, 50],
    ])
    expect(tasks[0]!.inside).toEqual([
      ['layout', 170],
      ['style', 80],
      ['paint', 10],
    ])
    expect(tasks[1]!.inside).toEqual([['evaluate after-paint-x.js', 40]])
  })

  it('says which tasks block, and when none does', () => {
    const text = describeSimulated(simulatedTasks(trace(), { fcpMs: 1100, ttiMs: 1650 }), {
      fcpMs: 1100,
      ttiMs: 1650,
      tbtMs: 288,
    })
    expect(text).toContain('first contentful paint 1100 ms, interactive 1650 ms, TBT 288 ms')
    expect(text).toContain('1200 ms: task of 288 ms, 238 ms blocking')
    expect(text).toContain('layout 170 ms; style 80 ms; paint 10 ms')
    expect(describeSimulated([], { fcpMs: 1, ttiMs: 2, tbtMs: 0 })).toContain('no task blocks')
  })
})

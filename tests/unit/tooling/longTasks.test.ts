import { describe, expect, it } from 'vitest'
import { describeTasks, longTasks, type TraceEvent } from '../../../scripts/long-tasks.mjs'

const URL = 'http://127.0.0.1:8080/ja/japan'
const page = { pid: 1, tid: 7 }
const worker = { pid: 1, tid: 9 }
const ms = (value: number) => value * 1000

/** A page load: the HTML parsed at 0, painted at 20 ms, and three tasks of the page's thread. */
function trace(): TraceEvent[] {
  const frame = (id: number, functionName: string, url: string) => ({
    id,
    callFrame: { functionName, url, lineNumber: 0, columnNumber: id },
  })
  return [
    { ...page, name: 'ParseHTML', ph: 'X', ts: 0, dur: ms(2), args: { beginData: { url: URL } } },
    // Before the first contentful paint: not blocking time, even at 16 ms (128 ms at 8x).
    { ...page, name: 'RunTask', ph: 'X', ts: ms(1), dur: ms(16) },
    { ...page, name: 'firstContentfulPaint', ph: 'R', ts: ms(20) },
    // 10 ms: 80 ms at 8x, 30 ms of blocking time; a script evaluated and a layout inside.
    { ...page, name: 'RunTask', ph: 'X', ts: ms(30), dur: ms(10) },
    {
      ...page,
      name: 'EvaluateScript',
      ph: 'X',
      ts: ms(30),
      dur: ms(6),
      args: { data: { url: 'http://127.0.0.1:8080/assets/index-1.js' } },
    },
    { ...page, name: 'Layout', ph: 'X', ts: ms(37), dur: ms(2) },
    // 6 ms: 48 ms at 8x, not a long task.
    { ...page, name: 'RunTask', ph: 'X', ts: ms(50), dur: ms(6) },
    // The service worker's thread: neither its tasks nor its samples are the page's.
    { ...worker, name: 'RunTask', ph: 'X', ts: ms(30), dur: ms(40) },
    { ...worker, name: 'Profile', ph: 'P', id: '0x2', ts: 0, args: { data: { startTime: 0 } } },
    {
      ...worker,
      name: 'ProfileChunk',
      ph: 'P',
      id: '0x2',
      ts: 0,
      args: {
        data: {
          cpuProfile: {
            nodes: [frame(1, 'cacheMatch', 'http://127.0.0.1:8080/sw.js')],
            samples: [1, 1],
          },
          timeDeltas: [ms(31), ms(1)],
        },
      },
    },
    { ...page, name: 'Profile', ph: 'P', id: '0x1', ts: 0, args: { data: { startTime: 0 } } },
    {
      ...page,
      name: 'ProfileChunk',
      ph: 'P',
      id: '0x1',
      ts: 0,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              frame(1, 'start', 'http://127.0.0.1:8080/assets/index-1.js'),
              frame(2, 'hydrate', 'http://127.0.0.1:8080/assets/index-1.js'),
            ],
            samples: [1, 1, 2, 2, 2],
          },
          // Samples at 30, 32, 34, 36 and 38 ms: each counts the time since the one before.
          timeDeltas: [ms(30), ms(2), ms(2), ms(2), ms(2)],
        },
      },
    },
  ]
}

describe('what blocks a budget phone, task by task (npm run perf -- --tasks)', () => {
  it('lists the tasks over 50 ms at 8x, with the trace events and the hottest functions inside', () => {
    const tasks = longTasks(trace(), URL)
    expect(tasks.map((task) => [task.startMs, task.durationMs, task.beforeFcp])).toEqual([
      [1, 128, true],
      [30, 80, false],
    ])
    const [, blocking] = tasks
    expect(blocking!.events).toEqual([
      ['evaluate index-1.js', 48],
      ['layout', 16],
    ])
    expect(blocking!.hot).toEqual([
      ['hydrate index-1.js', 48],
      ['start index-1.js', 16],
    ])
  })

  it('names a frame through the given namer, and adds up blocking time after the paint only', () => {
    const tasks = longTasks(trace(), URL, {
      name: (frame) => (frame.functionName === 'hydrate' ? 'hydrateRoot src/main.tsx:90' : null),
    })
    expect(tasks[1]!.hot[0]).toEqual(['hydrateRoot src/main.tsx:90', 48])
    const text = describeTasks(tasks)
    expect(text).toContain('1 ms: task of 128 ms, before the first contentful paint')
    expect(text).toContain(
      '2 tasks over 50 ms, 30 ms of blocking time after the first contentful paint',
    )
  })
})

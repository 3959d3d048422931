// Types for scripts/simulated-tasks.mjs, for the TypeScript tests that import it.
import type { TraceEvent } from './long-tasks.mjs'

export interface SimulatedTask {
  startMs: number
  durationMs: number
  blockingMs: number
  inside: [string, number][]
}

export function simulatedTasks(
  events: TraceEvent[],
  times: { fcpMs: number; ttiMs: number },
): SimulatedTask[]

export function describeSimulated(
  tasks: SimulatedTask[],
  metrics: { fcpMs: number; ttiMs: number; tbtMs: number },
): string

// Types for scripts/long-tasks.mjs, for the TypeScript tests that import it.
export interface TraceEvent {
  name: string
  ph?: string
  pid: number
  tid: number
  ts: number
  dur?: number
  id?: string
  args?: Record<string, unknown>
}

export interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}

export interface LongTask {
  startMs: number
  beforeFcp: boolean
  durationMs: number
  events: [string, number][]
  hot: [string, number][]
}

export declare function traceLoad(
  browser: unknown,
  url: string,
  options?: { rate?: number; settleMs?: number },
): Promise<TraceEvent[]>
export declare function longTasks(
  events: TraceEvent[],
  url: string,
  options?: { overMs?: number; scale?: number; name?: (frame: CallFrame) => string | null },
): LongTask[]
export declare function describeTasks(tasks: LongTask[]): string
export declare function sourceNamer(site: string): Promise<(frame: CallFrame) => string | null>
export declare const TRACE_EVENT_LABELS: Record<string, (args?: Record<string, unknown>) => string>

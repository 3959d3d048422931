// Types for scripts/perf-interactions.mjs, for the TypeScript tests that import it.
export interface InteractionRow {
  rate: number
  mode: string
  action: string
  path: string
  ms: number | null
}
export declare function interactionMisses(rows: readonly InteractionRow[]): string[]

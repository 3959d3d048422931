export function fmtMs(n: number): string
export function median(numbers: readonly number[]): number
export function spread(values: readonly number[]): string
export function singleRuns(
  results: readonly {
    preset: string
    path: string
    tbtRuns: readonly number[]
    lcpRuns: readonly number[]
  }[],
): string[]

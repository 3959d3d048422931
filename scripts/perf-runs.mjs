// What `npm run perf`'s table says about a page's several runs (scripts/perf.mjs): each page counts
// with its medians, and these keep the runs behind a median in sight.

/** The middle of the finite values (the mean of the two middle ones); NaN for none. */
export const median = (numbers) => {
  const sorted = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b)
  if (!sorted.length) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** A time for the table: `427 ms`, or a dash where a run gave none. */
export const fmtMs = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '—')

/** A median's runs, lowest to highest: ` (40-270)`; nothing for a single run. */
export function spread(values) {
  const finite = values.filter((n) => Number.isFinite(n))
  if (finite.length < 2) return ''
  return ` (${Math.round(Math.min(...finite))}-${Math.round(Math.max(...finite))})`
}

/**
 * The budget phone's single runs, under the table: the worst TBT and LCP of any one run, which
 * the medians hide. Nothing when each page ran once.
 */
export function singleRuns(results) {
  const slow = results.filter((r) => r.preset === 'mobile-8x' && r.tbtRuns.length > 1)
  if (!slow.length) return []
  const runs = slow.flatMap((r) =>
    r.tbtRuns.map((tbt, i) => ({ path: r.path, tbt, lcp: r.lcpRuns[i] })),
  )
  const worst = (key) => runs.reduce((a, b) => (b[key] > a[key] ? b : a))
  return [
    `Single runs at mobile-8x (${runs.length}): TBT worst ${fmtMs(worst('tbt').tbt)} (\`${worst('tbt').path}\`); ` +
      `LCP worst ${fmtMs(worst('lcp').lcp)} (\`${worst('lcp').path}\`).`,
    '',
  ]
}

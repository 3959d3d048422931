// What `npm run perf` (scripts/perf.mjs) makes of Lighthouse's results: the budget, the table,
// and docs/performance.md.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { HOME_JS_BUDGET_KB } from './home-js.mjs'
import { fmtMs, median, singleRuns, spread } from './perf-runs.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const DOC = path.join(ROOT, 'docs', 'performance.md')

/**
 * Issue 34's goals for load: Lighthouse's mobile preset (4x CPU) on every sampled page, and a
 * budget phone (8x) for LCP only; the first interaction has its own (scripts/perf-interactions.mjs).
 */
export const BUDGET = {
  mobilePerformance: 95,
  otherCategories: 100,
  homeJsGzipKb: HOME_JS_BUDGET_KB,
  cls: 0.02,
  mobileLcpMs: 1200,
  /** Lighthouse's own "good" for Total Blocking Time, over the sample's medians. */
  mobileTbtMedianMs: 200,
  slowLcpMs: 1500,
}

export const fmtScore = (n) => (Number.isFinite(n) ? String(Math.round(n)) : '—')
export const fmtCls = (n) => (Number.isFinite(n) ? n.toFixed(3) : '—')

export function checkBudgets(results, homeJs) {
  const failures = []
  for (const r of results) {
    const where = `${r.preset} ${r.path}`
    if (r.errors.length) failures.push(`${where}: Lighthouse error ${r.errors.join('; ')}`)
    if (r.preset === 'mobile' && !(r.scores.performance >= BUDGET.mobilePerformance))
      failures.push(
        `${where}: performance ${fmtScore(r.scores.performance)} < ${BUDGET.mobilePerformance}`,
      )
    for (const id of ['accessibility', 'best-practices', 'seo'])
      if (!(r.scores[id] >= BUDGET.otherCategories))
        failures.push(`${where}: ${id} ${fmtScore(r.scores[id])} < ${BUDGET.otherCategories}`)
    if (!(r.cls <= BUDGET.cls)) failures.push(`${where}: CLS ${fmtCls(r.cls)} > ${BUDGET.cls}`)
    const lcpBudget = { mobile: BUDGET.mobileLcpMs, 'mobile-8x': BUDGET.slowLcpMs }[r.preset]
    if (lcpBudget && !(r.lcp <= lcpBudget))
      failures.push(`${where}: LCP ${fmtMs(r.lcp)} > ${lcpBudget} ms`)
  }
  const tbts = results.filter((r) => r.preset === 'mobile').map((r) => r.tbt)
  if (tbts.length && !(median(tbts) <= BUDGET.mobileTbtMedianMs))
    failures.push(`mobile: median TBT ${fmtMs(median(tbts))} > ${BUDGET.mobileTbtMedianMs} ms`)
  if (!(homeJs.totalGzipKb <= BUDGET.homeJsGzipKb))
    failures.push(
      `home-page JavaScript ${homeJs.totalGzipKb.toFixed(1)} KB gzip > ${BUDGET.homeJsGzipKb} KB`,
    )
  return failures
}

/** The biggest chunks by name, the rest as a count: `index-x.js` 84.5 KB, ..., 25 more 9.1 KB. */
function describeChunks(sizes) {
  const sorted = [...sizes].sort((a, b) => b.gzip - a.gzip)
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  const named = sorted.slice(0, 6).map((s) => `\`${path.basename(s.file)}\` ${kb(s.gzip)}`)
  const rest = sorted.slice(6)
  if (rest.length)
    named.push(`${rest.length} smaller chunks ${kb(rest.reduce((sum, s) => sum + s.gzip, 0))}`)
  return named.join(', ')
}

/** The doc's block: every page's medians, each preset's median and worst, the budgets missed. */
export function markdown({ date, results, homeJs, failures, environment, runs, sample }) {
  const mark = (ok) => (ok ? '' : ' ✗')
  const rows = results.map((r) => {
    const perfOk = r.preset !== 'mobile' || r.scores.performance >= BUDGET.mobilePerformance
    const cells = [
      r.preset,
      r.locale,
      r.kind,
      `\`${r.path}\``,
      fmtScore(r.scores.performance) + mark(perfOk),
      ...['accessibility', 'best-practices', 'seo'].map(
        (id) => fmtScore(r.scores[id]) + mark(r.scores[id] >= BUDGET.otherCategories),
      ),
      fmtMs(r.lcp) + spread(r.lcpRuns),
      fmtMs(r.tbt) + spread(r.tbtRuns),
      fmtCls(r.cls) + mark(r.cls <= BUDGET.cls),
    ]
    return `| ${cells.join(' | ')} |`
  })
  const misses = new Map()
  for (const r of results)
    for (const miss of r.misses)
      misses.set(miss, [...(misses.get(miss) ?? []), `${r.preset} ${r.path}`])
  const lines = [
    `Measured ${date} with ${environment}; ${runs > 1 ? `median of ${runs} runs` : 'one run'} per page and preset; ${sample}.`,
    '',
    '| Preset | Locale | Kind | Page | Perf | A11y | Best pr. | SEO | LCP | TBT | CLS |',
    '| ------ | ------ | ---- | ---- | ---: | ---: | -------: | --: | --: | --: | --: |',
    ...rows,
    '',
    '| Preset | Perf median / worst | LCP median / worst | TBT median / worst | CLS worst |',
    '| ------ | ------------------: | -----------------: | -----------------: | --------: |',
    ...[...new Set(results.map((r) => r.preset))].map((preset) => {
      const of = results.filter((r) => r.preset === preset)
      const pair = (get, fmt, worst) =>
        `${fmt(median(of.map(get)))} / ${fmt(worst(...of.map(get)))}`
      return `| ${preset} | ${pair((r) => r.scores.performance, fmtScore, Math.min)} | ${pair((r) => r.lcp, fmtMs, Math.max)} | ${pair((r) => r.tbt, fmtMs, Math.max)} | ${fmtCls(Math.max(...of.map((r) => r.cls)))} |`
    }),
    '',
    ...singleRuns(results),
    `Home-page JavaScript before interactive: **${homeJs.totalGzipKb.toFixed(1)} KB gzip**` +
      ` (budget ${BUDGET.homeJsGzipKb} KB${homeJs.totalGzipKb <= BUDGET.homeJsGzipKb ? ', met' : ', missed'}):` +
      ` ${describeChunks(homeJs.sizes)}.`,
    '',
  ]
  if (misses.size) {
    lines.push('Audits that cost points in accessibility, best practices or SEO:', '')
    for (const [miss, where] of misses)
      lines.push(
        `- ${miss} (${where.length} of ${results.length}: ${where.slice(0, 3).join(', ')}${where.length > 3 ? ', …' : ''})`,
      )
    lines.push('')
  }
  lines.push(
    failures.length
      ? `**Budgets missed (${failures.length}):**\n\n${failures.map((f) => `- ${f}`).join('\n')}`
      : '**Every budget met.**',
  )
  return lines.join('\n')
}

/** Replaces the doc's block between its markers (`perf`, or `interactions` for that mode). */
export function writeDoc(block, name = 'perf') {
  const START = `<!-- ${name}:start (written by npm run perf${name === 'perf' ? '' : ` -- --${name}`}) -->`
  const END = `<!-- ${name}:end -->`
  const generated = `${START}\n${block}\n${END}`
  let text = fs.existsSync(DOC)
    ? fs.readFileSync(DOC, 'utf8')
    : '# Performance\n\nThe budget and how it is measured: `npm run perf` (scripts/perf.mjs).\n\n## Latest run\n\n'
  const from = text.indexOf(START)
  const to = text.indexOf(END)
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + generated + text.slice(to + END.length)
      : `${text.trimEnd()}\n\n${generated}\n`
  fs.writeFileSync(DOC, text)
  // Keep the doc in the repository's format (tables aligned) so `prettier --check` stays green.
  spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/prettier/bin/prettier.cjs'),
      '--write',
      '--log-level',
      'warn',
      DOC,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  )
}

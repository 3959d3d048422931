// Lighthouse for `npm run perf` (scripts/perf.mjs): its own install, one page's runs, and what
// each report says.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs'
import { median } from './perf-runs.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * Lighthouse has its own install (tools/perf/package.json): about 90 packages that neither the
 * storefront nor `npm test` uses, so `npm ci` leaves them out and the first `npm run perf` adds
 * them, from the lockfile there.
 */
const PERF_TOOLS = path.join(ROOT, 'tools/perf')
export const LIGHTHOUSE = path.join(PERF_TOOLS, 'node_modules/lighthouse')

export function installLighthouse() {
  if (fs.existsSync(path.join(LIGHTHOUSE, 'package.json'))) return
  console.log('Installing Lighthouse for npm run perf (once, into tools/perf/node_modules) ...')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const installed = spawnSync(npm, ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: PERF_TOOLS,
    stdio: 'inherit',
  })
  if (installed.status !== 0) {
    throw new Error('Could not install Lighthouse into tools/perf (npm ci failed, see above)')
  }
}

function lighthouseOnce(url, preset, outputFile, stops) {
  const args = [
    path.join(LIGHTHOUSE, 'cli/index.js'),
    url,
    '--output=json',
    `--output-path=${outputFile}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
  ]
  if (preset === 'desktop') args.push('--preset=desktop')
  // A budget phone: Lighthouse's mobile model with the CPU 8 times slower than the host's.
  if (preset === 'mobile-8x') args.push('--throttling.cpuSlowdownMultiplier=8')
  // Asynchronous, so a Ctrl-C or SIGTERM is handled at once (stopping this run and the servers).
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    // SIGINT: Lighthouse's Chrome launcher then kills the Chromium it started.
    const stop = () => child.exitCode === null && process.kill(child.pid, 'SIGINT')
    stops.push(stop)
    const timer = setTimeout(stop, 180_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      stops.splice(stops.indexOf(stop), 1)
      if (code !== 0 || !fs.existsSync(outputFile)) {
        reject(new Error(`Lighthouse failed on ${url} (${preset}):\n${output}`))
      } else resolve(JSON.parse(fs.readFileSync(outputFile, 'utf8')))
    })
  })
}

function summarize(report) {
  const score = (id) => {
    const value = report.categories[id]?.score
    return typeof value === 'number' ? Math.round(value * 100) : NaN
  }
  const numeric = (id) => report.audits[id]?.numericValue ?? NaN
  // Audits that cost points outside performance, for the "why" next to the table.
  const misses = []
  for (const id of CATEGORIES.filter((category) => category !== 'performance')) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const audit = report.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        misses.push(`${id}: ${ref.id}`)
    }
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    misses,
    error: report.runtimeError?.message ?? null,
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
  }
}

/**
 * Lighthouse now and then loses its own trace (NO_NAVSTART), on a busy machine twice in a row:
 * up to three tries, then give up.
 */
async function lighthouseRetrying(url, preset, outputFile, stops, tries = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, preset, outputFile, stops)
    } catch (error) {
      if (attempt >= tries) throw error
      const where = new URL(url).pathname
      console.log(
        `(Lighthouse failed on ${where}, try ${attempt + 1} of ${tries}: ${error.message.split('\n')[1] ?? ''})`,
      )
    }
  }
}

/**
 * Lighthouse `runs` times on one page and preset (reports into `reportsDir`); the page counts
 * with its medians. `stops` is the caller's list of what to stop on Ctrl-C.
 */
export async function measure({ baseUrl, page, preset, runs, reportsDir, stops }) {
  const summaries = []
  for (let index = 1; index <= runs; index += 1) {
    const slug = `${page.locale}-${page.kind}-${page.path.replaceAll('/', '_')}-${preset}-${index}`
    const url = new URL(page.path, baseUrl).href
    const output = path.join(reportsDir, `${slug}.json`)
    const report = await lighthouseRetrying(url, preset, output, stops)
    summaries.push(summarize(report))
  }
  const pick = (get) => median(summaries.map(get))
  return {
    ...page,
    preset,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((s) => s.scores[id])])),
    lcp: pick((s) => s.lcp),
    tbt: pick((s) => s.tbt),
    /** Each run's value, so the table shows the spread behind a median. */
    lcpRuns: summaries.map((s) => s.lcp),
    tbtRuns: summaries.map((s) => s.tbt),
    cls: pick((s) => s.cls),
    misses: [...new Set(summaries.flatMap((s) => s.misses))],
    errors: [...new Set(summaries.map((s) => s.error).filter(Boolean))],
    benchmarkIndexes: summaries.map((s) => s.benchmarkIndex),
  }
}

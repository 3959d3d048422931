// `npm run perf`: the performance budget. Builds the production site (what `npm run build` does,
// into its own folder, .tmp/perf-build/, so a shared dist/ is never overwritten), serves a
// copy of it on 127.0.0.1 (nginx with deploy/nginx.conf when installed, else `vite preview`) with
// a config.json pointing at the mock API server it starts (`npm run mock-api`), and runs
// Lighthouse (Debian Chromium) on a random sample of the sitemap's URLs: at least 12, covering
// every page kind and every language, at the mobile preset and at the mobile preset with an 8x
// CPU slowdown (a budget phone). It prints a table with the median and the worst of each preset,
// checks the budgets, writes the table into docs/performance.md and exits non-zero on a miss.
// Every server it starts is stopped by its pid.
//
// Each page is measured three times per preset and its medians count, as Lighthouse CI does:
// one run of the same page at 8x varies by 200 ms and more on a shared 2-core machine.
//
// Options: --sample N (12)  --seed N (random; printed, to repeat a sample)  --runs N (3)
//          --preset mobile,mobile-8x,desktop (mobile,mobile-8x)  --pages /,/ja/japan (these)
//          --server auto|nginx|vite (auto)  --no-write (docs untouched; always so with --pages,
//          since a few chosen pages are a check while working, not the sample the doc records)
//          --dist DIR (.tmp/perf-build)  --no-build (measure DIR as it is, e.g. --dist dist)
//          --interactions (no Lighthouse: the first tap or typing on each page's first screen at
//                   4x and 8x, cold and after a scroll, to the frame that answers, against its
//                   own budget; --runs defaults to 1 here; scripts/perf-interactions.mjs)
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs'
import { findNginx, freePort, startNginx } from './serve-nginx.mjs'
import { HOME_JS_BUDGET_KB, homeJavaScript } from './home-js.mjs'
import { classify, samplePaths, sitemapPaths } from './perf-sample.mjs'
import { fmtMs, singleRuns, spread } from './perf-runs.mjs'
import { interactionMisses, interactionTable, measureInteractions } from './perf-interactions.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
/**
 * Lighthouse has its own install (tools/perf/package.json): about 90 packages that neither the
 * storefront nor `npm test` uses, so `npm ci` leaves them out and the first `npm run perf` adds
 * them, from the lockfile there.
 */
const PERF_TOOLS = path.join(ROOT, 'tools/perf')
const LIGHTHOUSE = path.join(PERF_TOOLS, 'node_modules/lighthouse')

function installLighthouse() {
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
const WORK = path.join(ROOT, '.tmp', 'perf')
const SITE = path.join(WORK, 'site')
const REPORTS = path.join(WORK, 'reports')
const DOC = path.join(ROOT, 'docs', 'performance.md')
const HOST = '127.0.0.1'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/**
 * Issue 34's goals for load: Lighthouse's mobile preset (4x CPU) on every sampled page, and a
 * budget phone (8x) for LCP only; the first interaction has its own (scripts/perf-interactions.mjs).
 */
const BUDGET = {
  mobilePerformance: 95,
  otherCategories: 100,
  homeJsGzipKb: HOME_JS_BUDGET_KB,
  cls: 0.02,
  mobileLcpMs: 1200,
  /** Lighthouse's own "good" for Total Blocking Time, over the sample's medians. */
  mobileTbtMedianMs: 200,
  slowLcpMs: 1500,
}
const PRESET_NAMES = ['mobile', 'mobile-8x', 'desktop']

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    preset: { type: 'string', default: 'mobile,mobile-8x' },
    pages: { type: 'string' },
    sample: { type: 'string', default: '12' },
    seed: { type: 'string' },
    server: { type: 'string', default: 'auto' },
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string', default: path.join('.tmp', 'perf-build') },
    'no-write': { type: 'boolean', default: false },
    interactions: { type: 'boolean', default: false },
  },
})
const RUNS = Math.max(
  1,
  Number(options.interactions && !process.argv.includes('--runs') ? 1 : options.runs) || 1,
)
const PRESETS = options.preset === 'both' ? ['mobile', 'desktop'] : options.preset.split(',')
if (!PRESETS.every((preset) => PRESET_NAMES.includes(preset))) {
  console.error(`--preset takes a list of ${PRESET_NAMES.join(', ')}`)
  process.exit(2)
}
const SAMPLE = Math.max(1, Number(options.sample) || 12)
const SEED = options.seed !== undefined ? Number(options.seed) : Math.floor(Math.random() * 2 ** 31)

// ---------------------------------------------------------------------------------------------
// Processes we start, stopped by pid whatever happens.
// ---------------------------------------------------------------------------------------------
const stops = []
let cleaning = null
function cleanUp() {
  cleaning ??= (async () => {
    for (const stop of stops.splice(0).reverse()) {
      try {
        await stop()
      } catch (error) {
        console.error(`perf: stopping a server failed: ${error.message}`)
      }
    }
  })()
  return cleaning
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\nperf: ${signal}, stopping servers...`)
    cleanUp().finally(() => process.exit(130))
  })
}

/** Spawns a long-running child, resolves when `ready` matches its output; stop() kills its pid. */
function startChild(label, command, args, ready, timeoutMs = 60_000) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    let exited = false
    const exit = new Promise((done) =>
      child.once('exit', () => {
        exited = true
        done()
      }),
    )
    const stop = async () => {
      if (exited) return
      process.kill(child.pid, 'SIGTERM')
      const timer = setTimeout(() => !exited && process.kill(child.pid, 'SIGKILL'), 5000)
      await exit
      clearTimeout(timer)
    }
    stops.push(stop)
    const timer = setTimeout(() => {
      reject(new Error(`${label} did not start in ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    const onData = (chunk) => {
      output += chunk
      if (ready.test(output)) {
        clearTimeout(timer)
        resolve({ pid: child.pid, output, stop })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${label} exited (${code}) before it was ready:\n${output}`))
    })
  })
}

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`)
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) throw new Error(`${label} failed`)
}

// ---------------------------------------------------------------------------------------------
// What to measure
// ---------------------------------------------------------------------------------------------
function pageList(dist) {
  if (options.pages)
    return options.pages.split(',').map((p) => ({ ...classify(p.trim()), path: p.trim() }))
  return samplePaths(sitemapPaths(dist), SAMPLE, SEED)
}

// ---------------------------------------------------------------------------------------------
// Lighthouse
// ---------------------------------------------------------------------------------------------
const median = (numbers) => {
  const sorted = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b)
  if (!sorted.length) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function lighthouseOnce(url, preset, outputFile) {
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
async function lighthouseRetrying(url, preset, outputFile, tries = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, preset, outputFile)
    } catch (error) {
      if (attempt >= tries) throw error
      const where = new URL(url).pathname
      console.log(
        `(Lighthouse failed on ${where}, try ${attempt + 1} of ${tries}: ${error.message.split('\n')[1] ?? ''})`,
      )
    }
  }
}

async function measure(baseUrl, page, preset) {
  const summaries = []
  for (let index = 1; index <= RUNS; index += 1) {
    const slug = `${page.locale}-${page.kind}-${page.path.replaceAll('/', '_')}-${preset}-${index}`
    const url = new URL(page.path, baseUrl).href
    const output = path.join(REPORTS, `${slug}.json`)
    const report = await lighthouseRetrying(url, preset, output)
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

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------
const fmtScore = (n) => (Number.isFinite(n) ? String(Math.round(n)) : '—')
const fmtCls = (n) => (Number.isFinite(n) ? n.toFixed(3) : '—')

function checkBudgets(results, homeJs) {
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

function markdown({ date, results, homeJs, failures, environment }) {
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
    `Measured ${date} with ${environment}; ${RUNS > 1 ? `median of ${RUNS} runs` : 'one run'} per page and preset; ${options.pages ? 'the pages asked for' : `a random sample of the sitemap (seed ${SEED})`}.`,
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
function writeDoc(block, name = 'perf') {
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

// ---------------------------------------------------------------------------------------------
async function main() {
  if (!fs.existsSync(CHROME_PATH)) {
    throw new Error(
      `No Chromium at ${CHROME_PATH}: apt-get install -y chromium (or set CHROME_PATH)`,
    )
  }
  installLighthouse()
  const dist = path.resolve(ROOT, options.dist)
  if (!options['no-build']) {
    // The two steps of `npm run build`, aimed at our own folder.
    run(`production build (vite build → ${path.relative(ROOT, dist)})`, process.execPath, [
      'node_modules/vite/bin/vite.js',
      'build',
      '--mode',
      'production',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ])
    // The whole site, as `npm run build` renders it: the sample comes from its sitemap.
    run('pre-rendering (scripts/prerender.mjs)', process.execPath, [
      'scripts/prerender.mjs',
      '--dist',
      dist,
    ])
  }
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error(`No build in ${path.relative(ROOT, dist)}: run without --no-build`)
  const pages = pageList(dist)
  console.log(
    `\n=== ${pages.length} pages${options.pages ? '' : ` (seed ${SEED})`}: ${pages.map((p) => p.path).join(' ')} ===`,
  )

  // A copy of the build, so the config.json pointing at the mock API never lands in the build.
  fs.rmSync(WORK, { recursive: true, force: true })
  fs.mkdirSync(REPORTS, { recursive: true })
  fs.cpSync(dist, SITE, { recursive: true })
  const homeJs = homeJavaScript(SITE)

  const [apiPort, sitePort] = [await freePort(HOST), await freePort(HOST)]
  const siteOrigin = `http://${HOST}:${sitePort}`
  const apiOrigin = `http://${HOST}:${apiPort}`
  console.log('\n=== mock API ===')
  const api = await startChild(
    'mock API',
    process.execPath,
    [
      'scripts/mock-api.mjs',
      '--port',
      String(apiPort),
      '--env',
      'pro',
      '--origin',
      siteOrigin,
      '--quiet',
    ],
    /listening on/,
  )
  console.log(`${api.output.trim()} (pid ${api.pid})`)
  fs.writeFileSync(
    path.join(SITE, 'config.json'),
    `${JSON.stringify({ apiBaseUrl: `${apiOrigin}/`, affiliateApiBaseUrl: `${apiOrigin}/` }, null, 2)}\n`,
  )

  const useNginx = options.server === 'nginx' || (options.server === 'auto' && findNginx() !== null)
  console.log(`\n=== static host (${useNginx ? 'nginx, deploy/nginx.conf' : 'vite preview'}) ===`)
  let serverName
  if (useNginx) {
    const nginx = await startNginx({
      root: SITE,
      port: sitePort,
      host: HOST,
      apiOrigins: [apiOrigin],
    })
    stops.push(nginx.stop)
    serverName = 'nginx (deploy/nginx.conf)'
    console.log(`nginx on ${nginx.url} (pid ${nginx.pid})`)
  } else {
    const preview = await startChild(
      'vite preview',
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'preview',
        '--outDir',
        SITE,
        '--host',
        HOST,
        '--port',
        String(sitePort),
        '--strictPort',
      ],
      new RegExp(`${sitePort}`),
    )
    serverName = 'vite preview'
    console.log(`vite preview on ${siteOrigin}/ (pid ${preview.pid})`)
  }

  if (options.interactions) return printInteractions(pages, siteOrigin)
  const chromium = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim()
  const lighthouseVersion = JSON.parse(
    fs.readFileSync(path.join(LIGHTHOUSE, 'package.json'), 'utf8'),
  ).version
  const results = []
  const loadBefore = os.loadavg()[0]
  console.log(
    `\n=== Lighthouse ${lighthouseVersion}, ${chromium}: ${pages.length} pages × ${PRESETS.join('+')} × ${RUNS} ===`,
  )
  for (const preset of PRESETS) {
    for (const page of pages) {
      const started = Date.now()
      const result = await measure(`${siteOrigin}/`, page, preset)
      results.push(result)
      console.log(
        `${preset.padEnd(9)} ${page.path.padEnd(40)} perf ${fmtScore(result.scores.performance).padStart(3)}` +
          `  a11y ${fmtScore(result.scores.accessibility).padStart(3)}  bp ${fmtScore(result.scores['best-practices']).padStart(3)}` +
          `  seo ${fmtScore(result.scores.seo).padStart(3)}  LCP ${fmtMs(result.lcp).padStart(8)}  TBT ${fmtMs(result.tbt).padStart(7)}` +
          `  CLS ${fmtCls(result.cls)}  (${Math.round((Date.now() - started) / 1000)} s)`,
      )
    }
  }

  const failures = checkBudgets(results, homeJs)
  const date = new Date().toISOString().slice(0, 10)
  // Lighthouse's simulated throttling cannot hide a busy machine: TBT in particular grows with
  // the load, so the load average goes on record with the numbers.
  // Lighthouse's CPU benchmark (higher is faster; it expects >= ~1000 for its 4x mobile slowdown).
  const benchmark = median(results.flatMap((r) => r.benchmarkIndexes))
  const load = `Lighthouse benchmarkIndex ${Math.round(benchmark)} (median), load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} CPUs`
  const environment = `Lighthouse ${lighthouseVersion}, ${chromium} (headless), Node ${process.versions.node}, served by ${serverName}, API: the mock API server, ${load}`
  const block = markdown({ date, results, homeJs, failures, environment })
  console.log(`\n${block}\n`)
  if (!options['no-write'] && !options.pages) {
    writeDoc(block)
    console.log(
      `Written to ${path.relative(ROOT, DOC)}; reports in ${path.relative(ROOT, REPORTS)}/`,
    )
  }
  return failures.length === 0
}

/** `--interactions`: how soon each page answers its first tap or typing, on a slowed phone. */
async function printInteractions(pages, siteOrigin) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
  stops.push(() => browser.close())
  const loadBefore = os.loadavg()[0]
  console.log(
    `\n=== first interactions: ${pages.length} pages × 4x+8x × cold+scrolled × ${RUNS} ===`,
  )
  const rows = await measureInteractions({
    browser,
    siteOrigin,
    pages,
    runs: RUNS,
    log: console.log,
  })
  const load = `load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} CPUs`
  const failures = interactionMisses(rows)
  const block = [
    `Measured ${new Date().toISOString().slice(0, 10)} in ${spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim()}, ${load}; ${RUNS > 1 ? `${RUNS} runs` : 'one run'} per page, action, speed and start; ${options.pages ? 'the pages asked for' : `a random sample of the sitemap (seed ${SEED})`}: ${pages.map((page) => `\`${page.path}\``).join(', ')}.`,
    '',
    interactionTable(rows),
    '',
    failures.length
      ? `**Budgets missed (${failures.length}):**\n\n${failures.map((f) => `- ${f}`).join('\n')}`
      : '**Every budget met.**',
  ].join('\n')
  console.log(`\n${block}\n`)
  if (!options['no-write'] && !options.pages) {
    writeDoc(block, 'interactions')
    console.log(`Written to ${path.relative(ROOT, DOC)}`)
  }
  return failures.length === 0
}

let ok = false
try {
  ok = await main()
} catch (error) {
  console.error(`\nperf: ${error.message}`)
} finally {
  await cleanUp()
}
process.exit(ok ? 0 : 1)

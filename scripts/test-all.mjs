// The README's test command: typecheck, lint, unit and component tests, the production-bundle
// check, and end-to-end tests in Chromium against the demo build. Ends with `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'roamwise-test-'))
const bin = (name) => path.join('node_modules', '.bin', name)
let passed = 0
let failed = 0
const failures = []
const failedNames = []

/** Playwright's JSON report: the titles of specs whose last try failed or that were flaky. */
function failedSpecs(suites, trail = []) {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...trail, suite.title] : trail
    const specs = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map(
          (test) =>
            `e2e [${test.projectName}] ${[...here, spec.title].join(' › ')} (${test.status})`,
        ),
    )
    return [...specs, ...failedSpecs(suite.suites ?? [], here)]
  })
}

/** Each phase's time, printed after it and again at the end: where a slow run spent it. */
const timings = []
const suiteStarted = Date.now()
const fmtTime = (ms) => {
  const seconds = Math.round(ms / 1000)
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const ok = result.status === 0
  timings.push({ label, ms: Date.now() - started, ok })
  console.log(`=== ${label}: ${ok ? 'done' : 'FAILED'} in ${fmtTime(Date.now() - started)} ===`)
  return ok
}

function count(label, ok) {
  if (ok) passed += 1
  else {
    failed += 1
    failures.push(label)
  }
}

function check(label, command, args, env) {
  count(label, run(label, command, args, env))
}

/**
 * Runs a phase beside another one: its output is held and printed when it ends, so the two
 * don't interleave. Resolves to whether it passed; its time goes into the table like any phase.
 */
function runBeside(label, command, args) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      const ok = code === 0
      timings.push({ label, ms: Date.now() - started, ok, beside: true })
      console.log(`\n=== ${label} ===`)
      process.stdout.write(Buffer.concat(output))
      console.log(`=== ${label}: ${ok ? 'done' : 'FAILED'} in ${fmtTime(Date.now() - started)} ===`)
      resolve(ok)
    })
  })
}

/** Runs the phases one after another, beside whatever else is running. */
async function checksInTurn(phases) {
  for (const [label, command, args] of phases) count(label, await runBeside(label, command, args))
}

/** The first lines of a failure, indented under its name: enough to tell a flake from a fault. */
function why(messages) {
  const lines = (messages?.[0] ?? '').split('\n').filter((line) => line.trim())
  return lines.length ? `\n      ${lines.slice(0, 6).join('\n      ')}` : ''
}

function countFromJson(label, file, ok) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'))
    return report
  } catch {
    failed += 1
    failures.push(`${label} (no report${ok ? '' : ', runner failed'})`)
    return null
  }
}

// The static checks run beside the production build, which waits on its renderer much of the
// time: about 30 s less than one after the other on the 2-core machine.
const staticChecks = checksInTurn([
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['format', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
])

// The production build comes before vitest, so the tests of the pre-rendered site and of the
// nginx host (tests/unit/prerender, tests/unit/deploy) run against it instead of skipping. It
// renders the whole catalogue in every language (about a minute: scripts/prerender.mjs).
const built = await runBeside('production build', 'npm', ['run', '--silent', 'build'])
await staticChecks
if (built) {
  check('production build has no mock code', 'node', ['scripts/check-prod-bundle.mjs', 'dist'])
  // A byte count, unlike Lighthouse scores (npm run perf), does not depend on how busy the
  // machine is, so the home page's JavaScript budget is checked on every run.
  check('home-page JavaScript within its budget', 'node', ['scripts/home-js.mjs', 'dist'])
} else {
  failed += 1
  failures.push('production build')
}

const vitestJson = path.join(tmp, 'vitest.json')
const vitestOk = run('unit and component tests (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
])
const vitest = countFromJson('vitest', vitestJson, vitestOk)
if (vitest) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests
  if (vitest.numFailedTests > 0) {
    failures.push(`${vitest.numFailedTests} vitest test(s)`)
    // Named here too: CI keeps only the end of the output.
    for (const file of vitest.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed')
          failedNames.push(
            `vitest ${path.relative('.', file.name)}: ${test.fullName}${why(test.failureMessages)}`,
          )
      }
    }
  }
  if (!vitestOk && vitest.numFailedTests === 0) {
    failed += 1
    failures.push('vitest exited with an error outside the tests')
  }
}

if (run('demo build', 'npm', ['run', '--silent', 'build:demo'])) {
  const pwJson = path.join(tmp, 'playwright.json')
  const pwOk = run('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], {
    PW_JSON: pwJson,
  })
  const report = countFromJson('playwright', pwJson, pwOk)
  if (report) {
    const stats = report.stats ?? {}
    passed += stats.expected ?? 0
    failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0)
    if (stats.unexpected) failures.push(`${stats.unexpected} end-to-end test(s)`)
    failedNames.push(...failedSpecs(report.suites ?? []))
    if (!pwOk && !stats.unexpected) {
      failed += 1
      failures.push('playwright exited with an error outside the tests')
    }
  }
} else {
  failed += 1
  failures.push('demo build')
}

fs.rmSync(tmp, { recursive: true, force: true })
// Wall time: the phases that ran side by side overlap.
console.log(`\nPhases (${fmtTime(Date.now() - suiteStarted)} in all; * ran side by side):`)
for (const phase of timings) {
  const label = `${phase.label}${phase.beside ? ' *' : ''}`
  console.log(
    `  ${label.padEnd(42)} ${fmtTime(phase.ms).padStart(12)}${phase.ok ? '' : '  FAILED'}`,
  )
}
if (failedNames.length) console.log(`\nFailed tests:\n  ${failedNames.join('\n  ')}`)
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)

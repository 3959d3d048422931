// Benchmark of the build's renderer (scripts/prerender.mjs) as the catalogue grows: builds the
// app once into a temporary folder, then renders the whole site against the mock API with its
// seed catalogue and with a synthetic one N times larger (src/mocks/db/scaleCatalogue.ts),
// and reports pages, time, pages per second, peak memory and HTML size per page kind. The
// result belongs in docs/performance.md. Usage: npm run bench:prerender [-- --scale 10]
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const ROOT = path.resolve(import.meta.dirname, '..')
const { values: options } = parseArgs({ options: { scale: { type: 'string', default: '10' } } })
const scales = [1, Math.max(2, Number(options.scale) || 10)]

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'roamwise-bench-'))
const node = process.execPath
const run = (args) => {
  const result = spawnSync(node, args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  })
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited with ${result.status}`)
}

try {
  const built = path.join(work, 'built')
  run([
    'node_modules/vite/bin/vite.js',
    'build',
    '--mode',
    'production',
    '--outDir',
    built,
    '--logLevel',
    'warn',
  ])
  const reports = []
  for (const scale of scales) {
    const dist = path.join(work, `x${scale}`)
    fs.cpSync(built, dist, { recursive: true })
    const report = path.join(work, `x${scale}.json`)
    console.log(`\nbench: catalogue ×${scale}`)
    run([
      'scripts/prerender.mjs',
      '--dist',
      dist,
      '--catalogue-scale',
      String(scale),
      '--report',
      report,
    ])
    reports.push({ scale, ...JSON.parse(fs.readFileSync(report, 'utf8')) })
    fs.rmSync(dist, { recursive: true, force: true })
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1)
  const lines = [
    `Renderer benchmark, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}`,
    '',
    '| catalogue | pages | render time | pages/s | ms/page | peak memory |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...reports.map(
      (r) =>
        `| ×${r.scale} | ${r.pages} | ${r.seconds.toFixed(1)} s | ${r.pagesPerSecond.toFixed(0)} | ${((r.seconds * 1000) / r.pages).toFixed(2)} | ${r.maxRssMb.toFixed(0)} MB |`,
    ),
    '',
    `| page kind | ${reports.map((r) => `×${r.scale} median / largest HTML`).join(' | ')} |`,
    `| --- | ${reports.map(() => '---:').join(' | ')} |`,
    ...Object.keys(reports[0].kinds).map(
      (kind) =>
        `| ${kind} | ${reports
          .map((r) =>
            r.kinds[kind]
              ? `${kb(r.kinds[kind].medianBytes)} / ${kb(r.kinds[kind].maxBytes)} KB`
              : '—',
          )
          .join(' | ')} |`,
    ),
  ]
  console.log(`\n${lines.join('\n')}`)
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}

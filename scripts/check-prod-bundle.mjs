// Proves the production build carries no mock API: no worker script, no msw code, no seed data,
// no messages of the demo store's QA lab.
// Run after `npm run build` (dist/). Exits non-zero with the offending files.
import fs from 'node:fs'
import path from 'node:path'

const dist = path.resolve(process.argv[2] ?? 'dist')
if (!fs.existsSync(dist)) {
  console.error(`No build at ${dist}: run npm run build first.`)
  process.exit(2)
}
const files = fs
  .readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
const MARKERS = [
  '[MSW]',
  'mockServiceWorker',
  'Mocking enabled',
  'rw_mock_db',
  'Invalid request signature',
]
const problems = []
for (const entry of files) {
  const file = path.join(entry.parentPath, entry.name)
  const relative = path.relative(dist, file)
  if (entry.name === 'mockServiceWorker.js') problems.push(`${relative}: the mock worker script`)
  if (/^locales\/[^/]+\/qa(Labels)?\.json$/.test(relative.replaceAll(path.sep, '/')))
    problems.push(`${relative}: the demo store's QA lab messages`)
  if (!/\.(js|html|json)$/.test(entry.name)) continue
  const text = fs.readFileSync(file, 'utf8')
  for (const marker of MARKERS)
    if (text.includes(marker)) problems.push(`${relative}: contains "${marker}"`)
}
if (problems.length) {
  console.error(`Production build contains mock code:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`Production build is free of mock code (${files.length} files checked).`)

import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import config, { E2E_WIDTHS } from '../../../playwright.config'

const E2E_DIR = path.join(import.meta.dirname, '../../e2e')

// Each project of playwright.config.ts runs only the specs it lists (docs/decisions/018): a new
// spec file left out of every list would never run, and the suite would still be green.
describe('the widths the end-to-end specs run at (playwright.config.ts)', () => {
  const files = fs.readdirSync(E2E_DIR).filter((file) => file.endsWith('.spec.ts'))
  const listed = Object.values(E2E_WIDTHS).flatMap((names) => names.map((n) => `${n}.spec.ts`))

  it('lists every spec file once, and only files that exist', () => {
    expect([...listed].sort()).toEqual([...files].sort())
  })

  it('runs every spec in at least one project', () => {
    const matched = new Set(
      (config.projects ?? []).flatMap((project) => [project.testMatch ?? []].flat().map(String)),
    )
    for (const file of files) expect(matched, file).toContain(file)
  })
})

import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pageModules } from '../../../scripts/page-modules.mjs'
import { pages } from '../../../src/app/router/pages'

// The build links each page's stylesheets through the module this reads off the page table; a
// row it misses is a page whose HTML comes without its CSS (the FAQ's and About's once did,
// their paths' braces hid them, and the FAQ shifted by 0.13 when its JavaScript arrived).
describe('the page table read by the build (scripts/page-modules.mjs)', () => {
  it('names the module of every page, and each exists', () => {
    const modules = pageModules()
    expect([...modules.keys()].sort()).toEqual(pages.map((page) => page.name).sort())
    for (const file of modules.values()) expect(fs.existsSync(file), file).toBe(true)
  })

  it('reads the FAQ and About rows, whose paths hold braces', () => {
    const modules = pageModules()
    expect(modules.get('faq')).toBe('src/features/content/faq/FaqPage.tsx')
    expect(modules.get('about')).toBe('src/features/content/AboutPage.tsx')
  })
})

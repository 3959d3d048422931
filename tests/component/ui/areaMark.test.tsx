import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { seedAreas } from '../../../src/mocks/db/seedAreas'
import { AreaMark } from '../../../src/shared/ui/AreaMark'

const flagDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags',
  '4x3',
)

describe('destination marks (issue 15.2: pictures are pictures)', () => {
  it("shows a country's flag as a decorative image of its 4:3 shape", () => {
    const { container } = render(<AreaMark code="JP" kind="COUNTRY" size="lg" />)
    const image = container.querySelector('img')
    expect(image).toHaveAttribute('src', '/flags/jp.png')
    expect(image).toHaveAttribute('alt', '')
    expect(image).toHaveAttribute('width', '36')
    expect(image).toHaveAttribute('height', '27')
    // With the page by default (a page kept offline has its flags); lazily in long lists.
    expect(image).toHaveAttribute('loading', 'eager')
    const { container: list } = render(<AreaMark code="FR" kind="COUNTRY" lazy />)
    expect(list.querySelector('img')).toHaveAttribute('loading', 'lazy')
  })

  it('draws each region its own picture and a globe for global plans, never an emoji (issue 36.4)', () => {
    const regions = seedAreas().filter((area) => area.type === 'REGION')
    expect(regions.length).toBeGreaterThan(5)
    const icons = regions.map((area) => {
      const { container } = render(<AreaMark code={area.code} kind="REGION" />)
      expect(container.querySelector('img')).toBeNull()
      expect(container.textContent).toBe('')
      return container.querySelector('svg')!.getAttribute('class')
    })
    expect(new Set(icons).size).toBe(regions.length)
    expect(icons).not.toContain(expect.stringContaining('lucide-map '))
    const { container: global } = render(<AreaMark code="GLOBAL" kind="GLOBAL" />)
    expect(global.querySelector('svg.lucide-globe')).not.toBeNull()
    // A region the store does not know yet still gets a picture: a map.
    const { container: unknown } = render(<AreaMark code="XX" kind="REGION" />)
    expect(unknown.querySelector('svg.lucide-map')).not.toBeNull()
  })

  it('has a flag file for every country the catalogue sells and covers', () => {
    const codes = new Set(
      seedAreas().flatMap((area) => (area.type === 'COUNTRY' ? [area.code] : area.countryCodes)),
    )
    const missing = [...codes].filter(
      (code) => !fs.existsSync(path.join(flagDir, `${code.toLowerCase()}.svg`)),
    )
    expect(codes.size).toBeGreaterThan(100)
    expect(missing).toEqual([])
  })
})

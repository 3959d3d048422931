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

  it('draws a map for a region and a globe for global plans, never an emoji', () => {
    for (const [kind, icon] of [
      ['REGION', 'lucide-map'],
      ['GLOBAL', 'lucide-globe'],
    ] as const) {
      const { container } = render(
        <AreaMark code={kind === 'GLOBAL' ? 'GLOBAL' : 'EU'} kind={kind} />,
      )
      expect(container.querySelector(`svg.${icon}`)).not.toBeNull()
      expect(container.querySelector('img')).toBeNull()
      expect(container.textContent).toBe('')
    }
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

import fs from 'node:fs'
import { createRequire } from 'node:module'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PaymentMarkImage } from '../../../src/shared/ui/PaymentMarks'
import { simpleIconPath } from '../../../src/shared/ui/SimpleIcon'
import { StoreBadge } from '../../../src/shared/ui/StoreBadge'

const iconFile = (slug: string) =>
  fs.readFileSync(createRequire(import.meta.url).resolve(`simple-icons/icons/${slug}.svg`), 'utf8')

describe('brand marks drawn inline (decision 022)', () => {
  it("draws a store's logo in the badge's own tree, white on black, hidden from screen readers", () => {
    render(
      <StoreBadge
        store="apple"
        href="https://apps.apple.com/app/roamwise"
        top="Download on the"
        bottom="App Store"
        newTabLabel="(opens in a new tab)"
      />,
    )
    const link = screen.getByRole('link', { name: /Download on the App Store/ })
    expect(link.querySelector('img')).toBeNull()
    const logo = link.querySelector('svg')!
    expect(logo).toHaveAttribute('aria-hidden', 'true')
    expect(logo).toHaveAttribute('fill', 'currentColor')
    expect(logo).toHaveAttribute('viewBox', '0 0 24 24')
    expect(logo.querySelector('path')).toHaveAttribute('d', simpleIconPath(iconFile('apple')))
  })

  it("names a wallet's mark for screen readers and draws it inline", () => {
    render(<PaymentMarkImage mark="GOOGLE_PAY" />)
    const mark = screen.getByRole('img', { name: 'Google Pay' })
    expect(mark.querySelector('img')).toBeNull()
    expect(mark.querySelector('svg path')).toHaveAttribute(
      'd',
      simpleIconPath(iconFile('googlepay')),
    )
  })

  it('reads the one path of an icon file, and refuses a file of another shape', () => {
    expect(simpleIconPath(iconFile('applepay'))).toMatch(/^M[\d.\s-]/)
    expect(() => simpleIconPath('<svg><path d="M0 0"/><path d="M1 1"/></svg>')).toThrow(/one-path/)
    expect(() => simpleIconPath('<svg><circle r="2"/></svg>')).toThrow(/one-path/)
  })
})

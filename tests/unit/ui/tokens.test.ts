import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const TOKENS = fs.readFileSync(path.join(ROOT, 'src/shared/ui/tokens.css'), 'utf8')

function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\b`).exec(TOKENS)
  if (!match) throw new Error(`no colour token --${name}`)
  return match[1]!
}

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(full)
    return entry.name.endsWith('.css') ? [full] : []
  })
}

describe('design tokens (docs/design.md)', () => {
  it.each([
    ['text', 'surface', 4.5],
    ['text', 'surface-muted', 4.5],
    ['text-muted', 'surface', 4.5],
    ['text-muted', 'surface-muted', 4.5],
    ['brand-strong', 'surface', 4.5],
    ['brand-strong', 'brand-soft', 4.5],
    ['text-on-brand', 'brand', 4.5],
    ['text-on-brand', 'brand-strong', 4.5],
    ['danger', 'surface', 4.5],
    ['danger', 'danger-soft', 4.5],
    ['warning-text', 'warning-soft', 4.5],
    // Non-text contrast (WCAG 1.4.11): the star glyphs and the focus ring.
    ['star', 'surface', 3],
    ['focus', 'surface', 3],
  ])('--%s on --%s meets %s:1', (fg, bg, minimum) => {
    expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(minimum)
  })

  it('is the only place font sizes, weights and shadows are chosen', () => {
    const strays: string[] = []
    for (const file of cssFiles(path.join(ROOT, 'src'))) {
      if (file.endsWith('tokens.css')) continue
      const css = fs.readFileSync(file, 'utf8')
      for (const [line, text] of css.split('\n').entries()) {
        const where = `${path.relative(ROOT, file)}:${line + 1}`
        // em-relative sizes (a chevron at 0.75em of its button) follow the token they sit in.
        if (/font-size:\s*[\d.]+(rem|px)/.test(text)) strays.push(`${where} ${text.trim()}`)
        // Weights by role: Chinese and Japanese pages map the heavy ones to medium.
        if (/font-weight:(?!\s*var\(--weight-)/.test(text)) strays.push(`${where} ${text.trim()}`)
        // A 1 px ring (a flag's hairline edge) is an outline, not an elevation.
        if (/box-shadow:(?!\s*(var\(|none|inset|0 0 0 1px))/.test(text))
          strays.push(`${where} ${text.trim()}`)
      }
    }
    expect(strays).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { maskEmail } from '../../../src/shared/lib/maskEmail'

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

describe('email masking (property, SPEC 5)', () => {
  it('hides the whole domain but its dots, and all but the last characters of the local part', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const masked = maskEmail(email)
        const at = email.lastIndexOf('@')
        const local = email.slice(0, at)
        const domain = email.slice(at + 1)
        expect(masked).toHaveLength(email.length)
        expect(masked[at]).toBe('@')
        expect(masked.slice(at + 1)).toBe(domain.replace(/[^.]/g, '*'))

        // The local part is some stars, then its own last 1 to 3 characters. Counted, not read
        // off the stars: a local part may itself end in "*" (fast-check found "*@a.aa").
        const maskedLocal = masked.slice(0, at)
        const shownCounts = [1, 2, 3].filter(
          (shown) =>
            shown <= local.length &&
            maskedLocal === '*'.repeat(local.length - shown) + local.slice(-shown),
        )
        expect(shownCounts.length).toBeGreaterThanOrEqual(1)
        // Something is always hidden when there is more than one character to hide.
        if (local.length > 1) expect(shownCounts.some((shown) => shown < local.length)).toBe(true)
      }),
    )
  })

  it('leaves text without a local part and an at sign as it is', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(text.lastIndexOf('@') <= 0)
        expect(maskEmail(text)).toBe(text)
      }),
    )
  })

  it('never cuts a character in half, whatever the script', () => {
    const unicode = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
    fc.assert(
      fc.property(unicode, unicode, (local, domain) => {
        fc.pre(!local.includes('@') && !domain.includes('@'))
        const masked = maskEmail(`${local}@${domain}`)
        expect(masked).not.toMatch(LONE_SURROGATE)
        expect(masked.slice(masked.lastIndexOf('@') + 1)).toMatch(/^[*.]+$/)
      }),
    )
  })
})

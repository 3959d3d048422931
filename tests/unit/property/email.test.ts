import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isValidEmail } from '../../../src/shared/lib/validation'

/** SPEC 5: local part, an at sign, a domain and a suffix of 2 to 6 letters. */
const local = fc.stringMatching(/^[A-Za-z0-9._%+-]{1,30}$/)
const label = fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/)
const domain = fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => labels.join('.'))
const suffix = (min: number, max: number) =>
  fc.stringMatching(new RegExp(`^[A-Za-z]{${min},${max}}$`))
const address = fc.tuple(local, domain, suffix(2, 6)).map(([l, d, s]) => `${l}@${d}.${s}`)
const whitespace = fc.stringMatching(/^[ \t\n]{0,4}$/)

describe('email validation (property)', () => {
  it('accepts every address made of the spec parts, with or without surrounding blanks', () => {
    fc.assert(
      fc.property(address, whitespace, whitespace, (email, before, after) => {
        expect(isValidEmail(email)).toBe(true)
        expect(isValidEmail(`${before}${email}${after}`)).toBe(true)
      }),
    )
  })

  it('rejects a suffix shorter than 2 or longer than 6 letters, or with a digit', () => {
    const badSuffix = fc.oneof(
      suffix(1, 1),
      suffix(7, 12),
      fc.stringMatching(/^[A-Za-z]{0,3}[0-9][A-Za-z]{0,3}$/),
    )
    fc.assert(
      fc.property(local, domain, badSuffix, (l, d, s) => {
        expect(isValidEmail(`${l}@${d}.${s}`)).toBe(false)
      }),
    )
  })

  it('rejects anything without exactly one at sign', () => {
    const noAt = fc.string().filter((text) => !text.includes('@'))
    fc.assert(
      fc.property(noAt, (text) => {
        expect(isValidEmail(text)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(address, local, (email, extra) => {
        expect(isValidEmail(`${extra}@${email}`)).toBe(false)
      }),
    )
  })

  it('rejects a blank inside the address', () => {
    fc.assert(
      fc.property(address, fc.nat(), fc.constantFrom(' ', '\t', '\n'), (email, at, blank) => {
        const cut = 1 + (at % (email.length - 1))
        expect(isValidEmail(email.slice(0, cut) + blank + email.slice(cut))).toBe(false)
      }),
    )
  })

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(typeof isValidEmail(text)).toBe('boolean')
      }),
    )
  })
})

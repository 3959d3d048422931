import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatDataSize, splitMegabytes } from '../../../src/shared/lib/dataSize'

/** Reads "2 GB 512 MB" back into megabytes. */
function parse(text: string): number {
  const match = /^(?:(\d+) GB)?(?: ?(\d+) MB)?$/.exec(text)
  if (!match || text === '') throw new Error(`not a data size: "${text}"`)
  return Number(match[1] ?? 0) * 1024 + Number(match[2] ?? 0)
}

const SHAPE = /^(\d+ MB|[1-9]\d* GB|[1-9]\d* GB [1-9]\d* MB)$/

describe('data size formatting (property, SPEC 3.2: MB, and GB + MB from 1024)', () => {
  it('splits whole megabytes into GB of 1024 MB and a remainder below 1024', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (mb) => {
        const parts = splitMegabytes(mb)
        expect(parts.gb * 1024 + parts.mb).toBe(mb)
        expect(parts.mb).toBeGreaterThanOrEqual(0)
        expect(parts.mb).toBeLessThan(1024)
        expect(parts.gb === 0).toBe(mb < 1024)
      }),
    )
  })

  it('reads back as the rounded amount, in MB below 1024 and in GB from 1024', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (mb) => {
        const text = formatDataSize(mb)
        expect(text).toMatch(SHAPE)
        expect(parse(text)).toBe(Math.round(mb))
        expect(text.includes('GB')).toBe(Math.round(mb) >= 1024)
      }),
    )
  })

  it('keeps the order of amounts', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e7 }), fc.nat({ max: 1e7 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(parse(formatDataSize(low))).toBeLessThanOrEqual(parse(formatDataSize(high)))
      }),
    )
  })

  it('never shows a negative, NaN or infinite size, whatever number it is given', () => {
    fc.assert(
      // Up to a trillion MB: beyond that no plan exists and JavaScript writes numbers as 1e+21.
      fc.property(
        fc.oneof(fc.double({ min: -1e12, max: 1e12 }), fc.constantFrom(NaN, Infinity, -Infinity)),
        (mb) => {
          expect(formatDataSize(mb)).toMatch(SHAPE)
        },
      ),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { interactionMisses } from '../../../scripts/perf-interactions.mjs'

const row = (rate: number, mode: string, ms: number | null, action = 'language', path = '/de') => ({
  rate,
  mode,
  ms,
  action,
  path,
})

describe("npm run perf -- --interactions's budget", () => {
  it('passes rows within every goal', () => {
    expect(
      interactionMisses([
        row(4, 'cold', 120),
        row(4, 'cold', 190),
        row(4, 'cold', 290),
        row(4, 'scrolled', 60),
        row(8, 'cold', 480),
        row(8, 'scrolled', 120),
      ]),
    ).toEqual([])
  })

  it('names each goal missed, and the worst row', () => {
    expect(
      interactionMisses([
        row(4, 'cold', 150),
        row(4, 'cold', 260),
        row(4, 'cold', 341, 'search', '/ja'),
        row(4, 'scrolled', 140),
        row(8, 'cold', 520, 'currency', '/es/moldova'),
      ]),
    ).toEqual([
      '4x cold: median 260 ms > 200 ms',
      '4x cold: worst 341 ms > 300 ms (search on /ja)',
      '4x after a scroll: median 140 ms > 100 ms',
      '8x cold: worst 520 ms > 500 ms (currency on /es/moldova)',
    ])
  })

  it('counts an interaction never answered as a miss', () => {
    expect(interactionMisses([row(8, 'scrolled', null, 'search', '/')])).toEqual([
      '8x after a scroll: worst 10000 ms > 500 ms (search on /)',
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { singleRuns, spread } from '../../../scripts/perf-runs.mjs'

const page = (path: string, tbtRuns: number[], lcpRuns: number[], preset = 'mobile-8x') => ({
  preset,
  path,
  tbtRuns,
  lcpRuns,
})

describe("npm run perf's runs behind each median", () => {
  it('gives a page its lowest and highest run, and nothing for a single run', () => {
    expect(spread([104.4, 15, 260.6])).toBe(' (15-261)')
    expect(spread([0, Number.NaN, 0])).toBe(' (0-0)')
    expect(spread([120])).toBe('')
    expect(spread([])).toBe('')
  })

  it('names the worst single run at 8x', () => {
    const lines = singleRuns([
      page('/ja', [169, 237, 427], [1093, 1146, 1210]),
      page('/de/nepal', [0, 65, 109], [1055, 1060, 1206]),
      page('/ja/faq-roamwise-esim', [44, 151, 219], [1098, 1205, 2390]),
      // The mobile preset's runs do not count for the budget phone.
      page('/', [900, 900, 900], [5000, 5000, 5000], 'mobile'),
    ])
    expect(lines[0]).toBe(
      'Single runs at mobile-8x (9): TBT worst 427 ms (`/ja`); ' +
        'LCP worst 2390 ms (`/ja/faq-roamwise-esim`).',
    )
  })

  it('says nothing when each page ran once', () => {
    expect(singleRuns([page('/ja', [448], [1148])])).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { MockDatabase } from '../../../src/mocks/db/database'
import { parseTrip } from '../../../src/mocks/trip/parseTrip'
import { MB_PER_DAY, pickPlan, roundedNeed, suggestTrip } from '../../../src/mocks/trip/suggestTrip'

const db = new MockDatabase()
const areas = db.catalogue.areas

/** Legs as "JP+KR:14" strings, so a table row reads like the trip. */
function legs(text: string): string[] {
  return parseTrip(text, areas).map(
    (leg) => `${leg.areas.map((area) => area.code).join('+')}:${leg.days}${leg.assumed ? '?' : ''}`,
  )
}

// The rules of docs/trip-planner.md, trip by trip, in every store language.
const TRIPS: readonly (readonly [lang: string, text: string, expected: string[]])[] = [
  ['en', 'Two weeks in Japan and South Korea, then 3 days in Thailand', ['JP+KR:14', 'TH:3']],
  ['en', 'Japan and Korea 10 days then 3 days Thailand', ['JP+KR:10', 'TH:3']],
  ['en', 'A fortnight in Italy', ['IT:14']],
  ['en', '5 nights in Paris, France', ['FR:6']],
  ['en', 'Japan for 10 days, Korea for 5 days', ['JP:10', 'KR:5']],
  ['en', 'A month in the UK', ['GB:30']],
  ['en', 'Visiting my sister in Oman', ['OM:7?']],
  ['en', 'A woman travelling to Spain for a week', ['ES:7']],
  ['en', 'Japan and Korea. 10 days in total.', ['JP+KR:10']],
  ['en', 'Backpacking Southeast Asia for three weeks', ['SEA:21']],
  ['de', 'Zwei Wochen in Japan und Südkorea, dann 3 Tage in Thailand', ['JP+KR:14', 'TH:3']],
  ['de', 'Eine Woche Italien, danach zehn Tage Frankreich', ['IT:7', 'FR:10']],
  ['de', 'Ab Montag 4 Tage in Europa', ['EU:4']],
  ['ja', '日本と韓国に2週間、その後タイに3日間', ['JP+KR:14', 'TH:3']],
  ['ja', 'アメリカに十日間', ['US:10']],
  ['ja', 'ヨーロッパ周遊 三週間', ['EU:21']],
  ['zh-HK', '日本同南韓兩個星期，然後泰國三日', ['JP+KR:14', 'TH:3']],
  ['zh-HK', '去歐洲十四日', ['EU:14']],
  ['zh-CN', '日本和韩国两周，然后泰国3天', ['JP+KR:14', 'TH:3']],
  ['zh-CN', '美国一个月', ['US:30']],
  ['tr', 'Japonya ve Güney Kore’de iki hafta, sonra Tayland’da 3 gün', ['JP+KR:14', 'TH:3']],
  ['tr', 'İtalya’da on beş gün', ['IT:15']],
  ['es', 'Dos semanas en Japón y Corea del Sur, luego 3 días en Tailandia', ['JP+KR:14', 'TH:3']],
  ['es', 'Un mes por Europa', ['EU:30']],
  ['es', '10 días en México y después una semana en EE. UU.', ['MX:10', 'US:7']],
]

describe('reading a trip (docs/trip-planner.md)', () => {
  it.each(TRIPS)('%s: %s', (_lang, text, expected) => {
    expect(legs(text)).toEqual(expected)
  })
})

describe('suggesting plans for a trip', () => {
  it('never proposes a plan shorter than the stay, and sizes its data by the profile', () => {
    for (const [lang, text] of TRIPS) {
      for (const usage of ['light', 'normal', 'heavy'] as const) {
        const { suggestions, trip } = suggestTrip(db, text, lang, usage)
        expect(trip.mbPerDay).toBe(MB_PER_DAY[usage])
        for (const item of suggestions) {
          expect(item.dataNeededMb).toBe(roundedNeed(item.days * MB_PER_DAY[usage]))
          if (!item.package) continue
          expect(item.package.days, `${text}: ${item.area.code}`).toBeGreaterThanOrEqual(item.days)
          if (item.package.type === 'DATA') {
            expect(item.package.dataMb).toBeGreaterThanOrEqual(item.dataNeededMb)
          } else if (item.package.dataMb < MB_PER_DAY[usage]) {
            // Only a daily plan may carry less at full speed, and it says so.
            expect(item.package.type).toBe('DAILY_UNLIMITED')
            expect(item.reason).toMatch(
              /reduced speed|gedrosselt|低速|velocidad reducida|düşük hız|降速/,
            )
          }
        }
      }
    }
  })

  it('offers one regional plan beside the per-country plans, with both totals', () => {
    const { suggestions, trip } = suggestTrip(
      db,
      'Two weeks in Japan and South Korea, then 3 days in Thailand',
      'en',
    )
    const regional = suggestions.filter((item) => item.kind === 'REGIONAL')
    expect(regional.map((item) => [item.area.code, item.days])).toEqual([['AS', 17]])
    const stays = suggestions.filter((item) => item.kind === 'STAY')
    expect(stays.map((item) => [item.area.code, item.days])).toEqual([
      ['JP', 14],
      ['KR', 14],
      ['TH', 3],
    ])
    expect(stays[2]!.reason).toBe(
      "Thailand: covers all 3 days of your stay; you'll need about 3 GB",
    )
    expect(trip.totalDays).toBe(17)
    const sum = stays.reduce((total, item) => total + item.package!.priceUsd, 0)
    expect(trip.perStayTotalUsd).toBeCloseTo(sum, 2)
    expect(trip.regionalTotalUsd).toBe(regional[0]!.package!.priceUsd)
  })

  it('runs a plan from the first day in a country to the last, when the trip comes back', () => {
    const { suggestions } = suggestTrip(
      db,
      'Japan 5 days, then Korea 3 days, then Japan 4 days',
      'en',
    )
    const japan = suggestions.find((item) => item.kind === 'STAY' && item.area.code === 'JP')
    expect(japan?.days).toBe(12)
  })

  it('says so when it assumed the length, and when no single plan is long enough', () => {
    const assumed = suggestTrip(db, 'Going to Portugal', 'de').suggestions[0]!
    expect(assumed.daysAssumed).toBe(true)
    expect(assumed.reason).toContain('Sie haben keine Aufenthaltsdauer angegeben')
    const long = suggestTrip(db, 'Drei Monate in Japan', 'de').suggestions[0]!
    expect(long.days).toBe(90)
    expect(long.package).toBeNull()
    expect(long.reason).toContain('90 Tage')
  })

  it('falls back to an unlimited daily plan when no plan carries a heavy user at full speed', () => {
    const [japan] = suggestTrip(db, 'Two weeks in Japan', 'en', 'heavy').suggestions
    expect(japan!.package?.type).toBe('DAILY_UNLIMITED')
    expect(japan!.package!.days).toBeGreaterThanOrEqual(14)
    expect(japan!.reason).toMatch(/then unlimited at reduced speed$/)
  })

  it('rounds the estimate up to a figure that reads as one', () => {
    expect([250, 700, 2100, 3072, 9800].map(roundedNeed)).toEqual([300, 700, 3072, 3072, 10240])
  })

  it('picks the cheapest plan that fits, daily plans included', () => {
    const packages = db.packagesOf('area-th')
    const plan = pickPlan(packages, 3, 3 * 700, 700)!
    const fitting = packages.filter(
      (pkg) =>
        pkg.days >= 3 &&
        ((pkg.type === 'DATA' && pkg.dataMb >= 2100) ||
          (pkg.type === 'DAILY_UNLIMITED' && pkg.dataMb >= 700)),
    )
    expect(fitting.length).toBeGreaterThan(1)
    expect(plan.priceUsd).toBe(Math.min(...fitting.map((pkg) => pkg.priceUsd)))
  })
})

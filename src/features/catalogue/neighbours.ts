import type { AreaDto } from '../../api/contract/catalogue'

/**
 * What an area page offers a traveller who may be one step off (issue 37.2): the countries
 * whose names are a slip away from this one's in any store language (Austria and Australia,
 * Slovakia and Slovenia, Iceland and Ireland, オーストリア and オーストラリア), and the regional and
 * global plans that cover this country too. Pure; the build and the browser both run it over
 * the API's area list (thunks.ts fetchNeighbours).
 */
export interface Neighbours {
  lookalikes: NeighbourArea[]
  coveredBy: NeighbourArea[]
}

/** What the page shows of a neighbour: its country list is only counted (the page's data). */
export type NeighbourArea = Pick<
  AreaDto,
  'areaId' | 'code' | 'slug' | 'type' | 'name' | 'fromPriceUsd'
> & {
  countries: number
}

const brief = ({ areaId, code, slug, type, name, fromPriceUsd, countryCodes }: AreaDto) => ({
  areaId,
  code,
  slug,
  type,
  name,
  fromPriceUsd,
  countries: countryCodes.length,
})

/** Edits (insert, delete, replace, swap two neighbours) from one name to the other. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1)
      rows[i]![j] = best
    }
  }
  return rows[a.length]![b.length]!
}

/**
 * Close enough to mistake: the same first letter (a reader takes a name in by its start), at
 * most two edits, and fewer than a third of the shorter name. So 'Iran' and 'Iraq' are, 'Mali'
 * and 'Malta' or Turkish 'Almanya' and 'Romanya' are not.
 */
export function lookAlike(a: string, b: string): boolean {
  const x = [...a.toLocaleLowerCase()]
  const y = [...b.toLocaleLowerCase()]
  if (x.join('') === y.join('') || x[0] !== y[0]) return false
  const distance = editDistance(x.join(''), y.join(''))
  return distance <= 2 && distance * 3 < Math.min(x.length, y.length)
}

/**
 * Names to compare, straight from Intl and kept per language and code: not through
 * shared/lib/countries, whose names are recorded into the page's HTML as shown names (every
 * country in seven languages would go into each area page).
 */
const compared = new Map<string, string | null>()
function nameToCompare(code: string, locale: string): string | null {
  const key = `${locale} ${code}`
  if (!compared.has(key)) {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code)
    compared.set(key, name ?? null)
  }
  return compared.get(key)!
}

export function neighboursOf(
  area: AreaDto,
  areas: readonly AreaDto[],
  locales: readonly string[],
): Neighbours {
  if (area.type !== 'COUNTRY') return { lookalikes: [], coveredBy: [] }
  // The same language's names compared: 'Austria' with 'Australia', オーストリア with オーストラリア.
  const names = (code: string) => locales.map((locale) => nameToCompare(code, locale))
  const own = names(area.code)
  const lookalikes = areas.filter((other) => {
    if (other.type !== 'COUNTRY' || other.code === area.code) return false
    return names(other.code).some((name, index) => {
      const mine = own[index]
      return name !== null && mine !== null && mine !== undefined && lookAlike(mine, name)
    })
  })
  const coveredBy = areas
    .filter((other) => other.type !== 'COUNTRY' && other.countryCodes.includes(area.code))
    .sort(
      (a, b) => a.countryCodes.length - b.countryCodes.length || a.fromPriceUsd - b.fromPriceUsd,
    )
  return { lookalikes: lookalikes.map(brief), coveredBy: coveredBy.map(brief) }
}

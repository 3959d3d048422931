/**
 * Names in the order the page's language sorts them (destinations, covered countries).
 *
 * A pre-rendered page comes with the order the build's Intl gave the names it sorted (src/main.tsx
 * seeds it), for two reasons. The browser's first collator of a language loads ICU's collation
 * data: 10-20 ms on this machine for Chinese, a long task in the middle of hydration on a budget
 * phone. And the browser's ICU may order two names otherwise than Node's, and the page must
 * hydrate in the order its HTML shows. Names the build did not sort go through Intl.
 */
const seededRanks = new Map<string, Map<string, number>>()
const collators = new Map<string, Intl.Collator>()
let recorder: ((locale: string, name: string) => void) | null = null

function collator(locale: string): Intl.Collator {
  let made = collators.get(locale)
  if (!made) {
    made = new Intl.Collator(locale)
    collators.set(locale, made)
  }
  return made
}

export function compareNames(a: string, b: string, locale: string): number {
  const ranks = seededRanks.get(locale)
  const rankA = ranks?.get(a)
  const rankB = ranks?.get(b)
  if (rankA !== undefined && rankB !== undefined) return rankA - rankB
  recorder?.(locale, a)
  recorder?.(locale, b)
  return collator(locale).compare(a, b)
}

/** The build's renderer hears every name a page sorts, to send their order with it. */
export function recordSortedNames(listener: ((locale: string, name: string) => void) | null) {
  recorder = listener
}

/**
 * The ranks of `names` in `locale`'s order, as the build sends them: names the collator finds
 * equal share a rank, so they compare as equal on the page too.
 */
export function nameRanks(names: Iterable<string>, locale: string): Record<string, number> {
  const sorted = [...new Set(names)].sort(collator(locale).compare)
  const ranks: Record<string, number> = {}
  let rank = 0
  sorted.forEach((name, index) => {
    if (index > 0 && collator(locale).compare(sorted[index - 1]!, name) !== 0) rank = index
    ranks[name] = rank
  })
  return ranks
}

export function seedNameRanks(locale: string, ranks: Record<string, number>): void {
  seededRanks.set(locale, new Map(Object.entries(ranks)))
}

import type { AreaDto } from '../../api/contract/catalogue'
import { foldForSearch } from '../../shared/lib/textSearch'
import { spokenNamesOf } from '../db/areaNames'

const searchNames = new WeakMap<AreaDto, readonly string[]>()

/** The names of spokenNamesOf plus the code and slug, folded for search. */
function allNamesOf(area: AreaDto): readonly string[] {
  let names = searchNames.get(area)
  if (!names) {
    names = [...new Set([area.code, area.slug, ...spokenNamesOf(area)].map(foldForSearch))]
    searchNames.set(area, names)
  }
  return names
}

/**
 * Matches names in every store language, codes, slugs and aliases (folded for width, case and
 * the Turkish i); prefix matches rank first, then popular areas.
 */
export function searchAreasByKeyword(areas: AreaDto[], keyword: string): AreaDto[] {
  const needle = foldForSearch(keyword.trim())
  if (!needle) return []
  const scored = areas.flatMap((area) => {
    const names = allNamesOf(area)
    if (names.some((name) => name.startsWith(needle))) return [{ area, score: 0 }]
    if (names.some((name) => name.includes(needle))) return [{ area, score: 1 }]
    return []
  })
  return scored
    .sort((a, b) => a.score - b.score || Number(b.area.popular) - Number(a.area.popular))
    .slice(0, 10)
    .map(({ area }) => area)
}

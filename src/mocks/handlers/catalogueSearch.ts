import type { AreaDto, AreaSuggestionDto } from '../../api/contract/catalogue'
import type { MockDatabase } from '../db/database'

function namesOf(area: AreaDto, lang: string): string[] {
  const names = [area.name, area.code, area.slug]
  if (area.type === 'COUNTRY') {
    for (const locale of [lang, 'en']) {
      try {
        const local = new Intl.DisplayNames([locale], { type: 'region' }).of(area.code)
        if (local) names.push(local)
      } catch {
        // An unknown lang tag only loses that language's names.
      }
    }
  }
  return names
}

/** Matches English and local names, codes and slugs; prefix matches rank first. */
export function searchAreasByKeyword(areas: AreaDto[], keyword: string, lang: string): AreaDto[] {
  const needle = keyword.trim().toLocaleLowerCase()
  if (!needle) return []
  const scored = areas.flatMap((area) => {
    const names = namesOf(area, lang || 'en').map((name) => name.toLocaleLowerCase())
    if (names.some((name) => name.startsWith(needle))) return [{ area, score: 0 }]
    if (names.some((name) => name.includes(needle))) return [{ area, score: 1 }]
    return []
  })
  return scored
    .sort((a, b) => a.score - b.score || Number(b.area.popular) - Number(a.area.popular))
    .slice(0, 10)
    .map(({ area }) => area)
}

/**
 * The mock's stand-in for the suggestion model: finds countries named in the text and, for
 * several, suggests the smallest region that covers them all.
 */
export function suggestAreas(db: MockDatabase, text: string): AreaSuggestionDto[] {
  const lower = text.toLocaleLowerCase()
  const mentioned = db.catalogue.areas.filter(
    (area) =>
      area.type === 'COUNTRY' &&
      namesOf(area, 'en').some(
        (name) => name.length > 3 && lower.includes(name.toLocaleLowerCase()),
      ),
  )
  const weeks = /(\d+)\s*(week|wk)/.exec(lower)
  const days = weeks ? Number(weeks[1]) * 7 : Number(/(\d+)\s*day/.exec(lower)?.[1] ?? 7)
  const pick = (area: AreaDto) =>
    db
      .packagesOf(area.areaId)
      .filter((pkg) => pkg.type === 'DATA' && pkg.days >= days)
      .sort((a, b) => a.priceUsd - b.priceUsd)[0] ?? null

  const suggestions: AreaSuggestionDto[] = mentioned.map((area) => ({
    area,
    package: pick(area),
    reason: `Covers ${area.name} for ${days} days`,
  }))
  if (mentioned.length > 1) {
    const codes = mentioned.map((area) => area.code)
    const region = db.catalogue.areas
      .filter(
        (area) =>
          area.type !== 'COUNTRY' && codes.every((code) => area.countryCodes.includes(code)),
      )
      .sort((a, b) => a.countryCodes.length - b.countryCodes.length)[0]
    if (region) {
      suggestions.unshift({
        area: region,
        package: pick(region),
        reason: `One eSIM for ${mentioned.map((a) => a.name).join(', ')}`,
      })
    }
  }
  return suggestions.slice(0, 4)
}

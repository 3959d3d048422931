import type { AreaDto } from '../../api/contract/catalogue'
import { AREA_ALIASES, REGION_NAMES } from './seedAreaNames'
import { CONTENT_LANGS, type ContentLang } from './seedContent'

const displayNames = new Map<string, Intl.DisplayNames>()

function countryName(code: string, lang: string): string | undefined {
  let names = displayNames.get(lang)
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region' })
    displayNames.set(lang, names)
  }
  const name = names.of(code)
  return name && name !== code ? name : undefined
}

/** An area's name in one language: Intl for countries, the catalogue's table for the rest. */
export function areaNameIn(
  area: Pick<AreaDto, 'type' | 'code' | 'name'>,
  lang: ContentLang,
): string {
  const local =
    area.type === 'COUNTRY' ? countryName(area.code, lang) : REGION_NAMES[area.code]?.[lang]
  return local ?? area.name
}

const spokenNames = new WeakMap<AreaDto, readonly string[]>()

/**
 * Every name a traveller may write for an area: the English name, its name in each store
 * language, and the aliases (not the code or slug). Names in every language, not only the
 * request's: a German on the English site still writes "Asien".
 */
export function spokenNamesOf(area: AreaDto): readonly string[] {
  let names = spokenNames.get(area)
  if (!names) {
    const local = CONTENT_LANGS.map((lang) => areaNameIn(area, lang))
    names = [...new Set([area.name, ...local, ...(AREA_ALIASES[area.code] ?? [])])]
    spokenNames.set(area, names)
  }
  return names
}

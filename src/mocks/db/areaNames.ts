import type { AreaDto } from '../../api/contract/catalogue'
import de from '../../../locales/de/areas.json'
import en from '../../../locales/en/areas.json'
import es from '../../../locales/es/areas.json'
import ja from '../../../locales/ja/areas.json'
import tr from '../../../locales/tr/areas.json'
import zhCN from '../../../locales/zh-CN/areas.json'
import zhHK from '../../../locales/zh-HK/areas.json'
import { AREA_ALIASES, REGION_NAMES } from './seedAreaNames'
import { CONTENT_LANGS, type ContentLang } from './seedContent'

type AreaTable = {
  countries: Record<string, { name?: string; [form: string]: string | undefined }>
}

/**
 * The store's everyday names (USA, 中国台湾, 香港), which the pages take from the same tables
 * (src/i18n/areaName.ts), so the planner's reasons and the balance movements name a place as the
 * page around them does.
 */
const STORE_NAMES: Readonly<Record<ContentLang, AreaTable>> = {
  en,
  ja,
  de,
  es,
  tr,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
}

const displayNames = new Map<string, Intl.DisplayNames>()

/** Intl's name, short for Hong Kong and Macau as on the pages (src/shared/lib/countries.ts). */
function intlCountryName(code: string, lang: string): string | undefined {
  const style = code === 'HK' || code === 'MO' ? 'short' : 'long'
  let names = displayNames.get(`${lang}|${style}`)
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region', style })
    displayNames.set(`${lang}|${style}`, names)
  }
  const name = names.of(code)
  return name && name !== code ? name : undefined
}

/** An area's name in one language, as the store's pages name it. */
export function areaNameIn(
  area: Pick<AreaDto, 'type' | 'code' | 'name'>,
  lang: ContentLang,
): string {
  if (area.type !== 'COUNTRY') return REGION_NAMES[area.code]?.[lang] ?? area.name
  return (
    STORE_NAMES[lang].countries[area.code]?.name ?? intlCountryName(area.code, lang) ?? area.name
  )
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
    // The store's everyday names and Intl's official ones: a German may write "Vereinigte Staaten".
    const local = CONTENT_LANGS.flatMap((lang) => [
      areaNameIn(area, lang),
      ...(area.type === 'COUNTRY' ? [intlCountryName(area.code, lang) ?? ''] : []),
    ]).filter(Boolean)
    names = [...new Set([area.name, ...local, ...(AREA_ALIASES[area.code] ?? [])])]
    spokenNames.set(area, names)
  }
  return names
}

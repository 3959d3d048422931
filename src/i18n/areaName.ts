import type { TFunction } from 'i18next'
import type { AreaDto } from '../api/contract/catalogue'
import { countryName } from '../shared/lib/countries'
import type { LocaleCode } from './locales'
import { turkishCase } from './turkishSuffixes'

type AreaRef = Pick<AreaDto, 'type' | 'code' | 'name'>

/**
 * The forms a language's messages take a destination in, as `{{place.<form>}}` (decision 038):
 * English "the Netherlands", Spanish "los Países Bajos" (after para, en), German "die Türkei"
 * (after für, über), Turkish "tüm dünya", "Japonya’da", "Japonya’ya". Chinese and Japanese put
 * any name into a sentence as it is. A form a language's table (locales/<lng>/areas.json) does
 * not give for a destination is its name; Turkish derives its case endings from the name.
 */
export const PLACE_FORMS: Readonly<Record<LocaleCode, readonly string[]>> = {
  en: ['the'],
  ja: [],
  de: ['acc'],
  es: ['el'],
  tr: ['nom', 'da', 'ya'],
  'zh-CN': [],
  'zh-HK': [],
}

/** One destination's entry in a language's table: its everyday name where Intl's is not. */
type AreaEntry = Readonly<Record<string, string | undefined>> & { name?: string }

/**
 * The destination's entry in the `areas` namespace, or null for a destination the table does
 * not know (a country or region the API added since). Countries and regions are looked up apart:
 * a region's code may be some country's ISO code (ME, NA).
 */
function entryOf(area: AreaRef, t: TFunction): AreaEntry | null {
  const group = area.type === 'COUNTRY' ? 'countries' : 'regions'
  const found: unknown = t(`${group}.${area.code}`, { ns: 'areas', returnObjects: true })
  return found !== null && typeof found === 'object' ? (found as AreaEntry) : null
}

/**
 * A destination's everyday name in the visitor's language, as lists, search results, sorting and
 * sentences show it: the table's name where a market says it otherwise than Intl (USA, Kap Verde,
 * ABD, アメリカ), else Intl's for a country, the message files' for a region and Global (falling
 * back to the API's English).
 */
export function localAreaName(area: AreaRef, locale: string, t: TFunction): string {
  const entry = entryOf(area, t)
  if (entry?.name) return entry.name
  if (area.type === 'COUNTRY') return countryName(area.code, locale) ?? area.name
  return t(`regions.${area.code}`, { ns: 'common', defaultValue: area.name })
}

/** A country by its code, named as localAreaName names it (coverage lists, operators). */
export function localCountryName(code: string, locale: string, t: TFunction): string {
  return localAreaName({ type: 'COUNTRY', code, name: code }, locale, t)
}

/**
 * What a message that names a destination is given (`t(key, areaWords(...))`); a type, not an
 * interface, so it passes as i18next's options.
 */
export type AreaWords = {
  /** The everyday name, for messages that take it as it is (`{{area}}`). */
  area: string
  /** The forms of the language's PLACE_FORMS (`{{place.el}}`), for a destination the table knows. */
  place?: Readonly<Record<string, string>>
  /**
   * `bare` for a destination the table does not know: the message's `_bare` variant, a sentence
   * that takes the name as it is, where the language has one.
   */
  context?: 'bare'
}

function derivedForm(form: string, name: string, locale: string): string | null {
  if (locale === 'tr' && (form === 'da' || form === 'ya')) return turkishCase(name, form)
  return name
}

/**
 * The name and the grammatical forms of a destination, to interpolate: the message picks the
 * form its sentence needs; nothing is joined here. A destination without an entry, or one whose
 * Turkish ending the rule cannot tell, gets the `bare` context instead of guessed forms.
 */
export function areaWords(area: AreaRef, locale: string, t: TFunction): AreaWords {
  const name = localAreaName(area, locale, t)
  const entry = entryOf(area, t)
  if (!entry) return { area: name, context: 'bare' }
  const place: Record<string, string> = {}
  for (const form of PLACE_FORMS[locale as LocaleCode] ?? []) {
    const value = entry[form] ?? derivedForm(form, name, locale)
    if (value === null) return { area: name, context: 'bare' }
    place[form] = value
  }
  return { area: name, place }
}

import { compareNames } from './collation'

/**
 * ISO 3166-1 alpha-2 codes of countries and territories people enter in forms. Names come
 * from Intl.DisplayNames in the visitor's language, so no list of names has to be translated.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ ' +
  'BR BS BT BW BY BZ CA CD CF CG CH CI CK CL CM CN CO CR CU CV CW CY CZ DE DJ DK DM DO DZ ' +
  'EC EE EG ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW ' +
  'GY HK HN HR HT HU ID IE IL IM IN IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PR PS PT ' +
  'PW PY QA RE RO RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD ' +
  'TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ' +
  'ZA ZM ZW'
).split(' ')

export function isCountryCode(value: unknown): boolean {
  return typeof value === 'string' && COUNTRY_CODES.includes(value)
}

const displayNames = new Map<string, Intl.DisplayNames | null>()

/**
 * Places whose full CLDR name is a legal designation travellers never search by: "Hong Kong
 * SAR China", "中国香港特别行政区". Their short form ("Hong Kong", "香港") is what travellers
 * write, and what Chromium's own data says even in the full form.
 */
const SHORT_NAMED: ReadonlySet<string> = new Set(['HK', 'MO'])

function regionNames(locale: string, style: 'long' | 'short'): Intl.DisplayNames | null {
  const key = `${locale} ${style}`
  if (!displayNames.has(key)) {
    try {
      displayNames.set(
        key,
        new Intl.DisplayNames([locale], { type: 'region', style, fallback: 'code' }),
      )
    } catch {
      displayNames.set(key, null)
    }
  }
  return displayNames.get(key) ?? null
}

/**
 * Names a pre-rendered page was built with, by locale: the browser's Intl may still name a
 * country otherwise than Node's (the Falklands, with or without "(Malvinas)"), and the page must
 * hydrate with the names its HTML shows, so they come with the page (src/main.tsx).
 */
const seeded = new Map<string, Record<string, string>>()
let recorder: ((code: string, name: string) => void) | null = null

export function seedCountryNames(locale: string, names: Record<string, string>): void {
  seeded.set(locale, { ...seeded.get(locale), ...names })
}

/** The build's renderer hears every name a page shows, to send them with it. */
export function recordCountryNames(listener: ((code: string, name: string) => void) | null): void {
  recorder = listener
}

/** A country's name in `locale`, or null when Intl knows no name for the code. */
export function countryName(code: string, locale: string): string | null {
  const known = seeded.get(locale)?.[code]
  if (known) return known
  const name = regionNames(locale, SHORT_NAMED.has(code) ? 'short' : 'long')?.of(code)
  const found = name && name !== code ? name : null
  if (found) recorder?.(code, found)
  return found
}

export interface CountryOption {
  code: string
  name: string
}

/** Every country with its name in `locale`, sorted the way that language sorts. */
export function countryOptions(locale: string): CountryOption[] {
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) ?? code })).sort(
    (a, b) => compareNames(a.name, b.name, locale),
  )
}

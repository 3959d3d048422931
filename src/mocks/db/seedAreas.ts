import type { AreaDto, AreaType } from '../../api/contract/catalogue'
import { seedPackages } from './seedPackages'

/**
 * Destinations of the mock catalogue: countries by ISO 3166-1 alpha-2 code, multi-country regions
 * and one global area. fromPriceUsd is never written by hand: it is derived from the packages.
 *
 * Montenegro (ME) and Namibia (NA) are left out on purpose: their ISO codes are taken by the
 * Middle East and North America region codes, and area codes must be unique.
 */

type CountrySeed = readonly [code: string, name: string]

// prettier-ignore
const COUNTRIES: readonly CountrySeed[] = [
  // European Union
  ['AT', 'Austria'], ['BE', 'Belgium'], ['BG', 'Bulgaria'], ['HR', 'Croatia'], ['CY', 'Cyprus'],
  ['CZ', 'Czechia'], ['DK', 'Denmark'], ['EE', 'Estonia'], ['FI', 'Finland'], ['FR', 'France'],
  ['DE', 'Germany'], ['GR', 'Greece'], ['HU', 'Hungary'], ['IE', 'Ireland'], ['IT', 'Italy'],
  ['LV', 'Latvia'], ['LT', 'Lithuania'], ['LU', 'Luxembourg'], ['MT', 'Malta'],
  ['NL', 'Netherlands'], ['PL', 'Poland'], ['PT', 'Portugal'], ['RO', 'Romania'],
  ['SK', 'Slovakia'], ['SI', 'Slovenia'], ['ES', 'Spain'], ['SE', 'Sweden'],
  // Rest of Europe and the Caucasus
  ['GB', 'United Kingdom'], ['CH', 'Switzerland'], ['NO', 'Norway'], ['IS', 'Iceland'],
  ['LI', 'Liechtenstein'], ['MC', 'Monaco'], ['AD', 'Andorra'], ['TR', 'Turkey'],
  ['AL', 'Albania'], ['BA', 'Bosnia and Herzegovina'], ['MK', 'North Macedonia'],
  ['RS', 'Serbia'], ['UA', 'Ukraine'], ['MD', 'Moldova'], ['GE', 'Georgia'], ['AM', 'Armenia'],
  ['AZ', 'Azerbaijan'],
  // North America
  ['US', 'United States'], ['CA', 'Canada'], ['MX', 'Mexico'],
  // Central and South America
  ['BR', 'Brazil'], ['AR', 'Argentina'], ['CL', 'Chile'], ['PE', 'Peru'], ['CO', 'Colombia'],
  ['EC', 'Ecuador'], ['BO', 'Bolivia'], ['UY', 'Uruguay'], ['PY', 'Paraguay'],
  ['CR', 'Costa Rica'], ['PA', 'Panama'], ['GT', 'Guatemala'], ['SV', 'El Salvador'],
  ['HN', 'Honduras'], ['NI', 'Nicaragua'],
  // Caribbean
  ['DO', 'Dominican Republic'], ['JM', 'Jamaica'], ['PR', 'Puerto Rico'], ['BS', 'Bahamas'],
  ['BB', 'Barbados'], ['TT', 'Trinidad and Tobago'], ['AW', 'Aruba'], ['CW', 'Curaçao'],
  ['KY', 'Cayman Islands'], ['LC', 'Saint Lucia'],
  // Asia
  ['JP', 'Japan'], ['KR', 'South Korea'], ['CN', 'China'], ['HK', 'Hong Kong'], ['MO', 'Macau'],
  ['TW', 'Taiwan'], ['MN', 'Mongolia'], ['TH', 'Thailand'], ['VN', 'Vietnam'],
  ['SG', 'Singapore'], ['MY', 'Malaysia'], ['ID', 'Indonesia'], ['PH', 'Philippines'],
  ['KH', 'Cambodia'], ['LA', 'Laos'], ['BN', 'Brunei'], ['IN', 'India'], ['LK', 'Sri Lanka'],
  ['NP', 'Nepal'], ['MV', 'Maldives'], ['BD', 'Bangladesh'], ['PK', 'Pakistan'],
  ['KZ', 'Kazakhstan'], ['UZ', 'Uzbekistan'],
  // Middle East
  ['AE', 'United Arab Emirates'], ['SA', 'Saudi Arabia'], ['QA', 'Qatar'], ['OM', 'Oman'],
  ['JO', 'Jordan'], ['IL', 'Israel'], ['KW', 'Kuwait'], ['BH', 'Bahrain'],
  // Africa
  ['EG', 'Egypt'], ['MA', 'Morocco'], ['TN', 'Tunisia'], ['ZA', 'South Africa'], ['KE', 'Kenya'],
  ['TZ', 'Tanzania'], ['NG', 'Nigeria'], ['GH', 'Ghana'], ['UG', 'Uganda'], ['RW', 'Rwanda'],
  ['SN', 'Senegal'], ['MU', 'Mauritius'], ['SC', 'Seychelles'], ['BW', 'Botswana'],
  ['ZM', 'Zambia'], ['ET', 'Ethiopia'], ['CV', 'Cape Verde'],
  // Oceania
  ['AU', 'Australia'], ['NZ', 'New Zealand'], ['FJ', 'Fiji'], ['PF', 'French Polynesia'],
]

interface RegionSeed {
  code: string
  name: string
  countryCodes: readonly string[]
}

// prettier-ignore
const REGIONS: readonly RegionSeed[] = [
  {
    code: 'EU',
    name: 'Europe',
    countryCodes: [
      'FR', 'DE', 'IT', 'ES', 'GB', 'NL', 'PT', 'GR', 'AT', 'BE', 'CH', 'IE', 'DK', 'SE', 'NO',
      'FI', 'IS', 'PL', 'CZ', 'HU', 'HR', 'SI', 'SK', 'RO', 'BG', 'EE', 'LV', 'LT', 'LU', 'MT',
      'CY', 'LI', 'MC', 'AD', 'TR',
    ],
  },
  {
    code: 'AS',
    name: 'Asia',
    countryCodes: [
      'JP', 'KR', 'CN', 'HK', 'MO', 'TW', 'TH', 'VN', 'SG', 'MY', 'ID', 'PH', 'KH', 'LA', 'BN',
      'IN', 'LK', 'NP', 'BD', 'MN',
    ],
  },
  { code: 'NA', name: 'North America', countryCodes: ['US', 'CA', 'MX'] },
  {
    code: 'LATAM',
    name: 'Latin America',
    countryCodes: [
      'MX', 'BR', 'AR', 'CL', 'PE', 'CO', 'EC', 'BO', 'UY', 'PY', 'CR', 'PA', 'GT', 'SV', 'HN',
      'NI', 'DO',
    ],
  },
  {
    code: 'ME',
    name: 'Middle East',
    countryCodes: ['AE', 'SA', 'QA', 'OM', 'JO', 'IL', 'KW', 'BH', 'EG', 'TR'],
  },
  {
    code: 'AF',
    name: 'Africa',
    countryCodes: [
      'ZA', 'EG', 'MA', 'TN', 'KE', 'TZ', 'NG', 'GH', 'UG', 'RW', 'SN', 'MU', 'SC', 'BW', 'ZM',
      'ET', 'CV',
    ],
  },
  { code: 'OC', name: 'Oceania', countryCodes: ['AU', 'NZ', 'FJ', 'PF'] },
  {
    code: 'CB',
    name: 'Caribbean',
    countryCodes: ['DO', 'JM', 'PR', 'BS', 'BB', 'TT', 'AW', 'CW', 'KY', 'LC'],
  },
  // Montenegro would belong here; see the note at the top about its code.
  {
    code: 'BK',
    name: 'Balkans',
    countryCodes: ['HR', 'GR', 'AL', 'BA', 'BG', 'MK', 'RS', 'SI', 'RO'],
  },
  {
    code: 'SEA',
    name: 'Southeast Asia',
    countryCodes: ['TH', 'VN', 'SG', 'MY', 'ID', 'PH', 'KH', 'LA', 'BN'],
  },
  { code: 'CHM', name: 'China, Hong Kong & Macau', countryCodes: ['CN', 'HK', 'MO'] },
]

/** Destinations outside the global partner's roaming footprint; everything else is covered. */
// prettier-ignore
const GLOBAL_EXCLUDED = new Set([
  'AD', 'MC', 'LI', 'MD', 'AM', 'AZ', 'BO', 'PY', 'SV', 'HN', 'NI', 'AW', 'CW', 'KY', 'LC', 'BB',
  'BS', 'TT', 'PF', 'SC', 'ZM', 'BW', 'CV', 'ET', 'MN',
])

/** Featured on the home page. */
// prettier-ignore
const POPULAR = new Set([
  'JP', 'US', 'GB', 'FR', 'IT', 'ES', 'DE', 'TR', 'TH', 'KR', 'CN', 'AU', 'SG',
  'EU', 'AS', 'GLOBAL',
])

/** 'Bosnia and Herzegovina' -> 'bosnia-and-herzegovina', 'Curaçao' -> 'curacao'. */
function toSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function makeArea(code: string, name: string, type: AreaType, countryCodes: string[]): AreaDto {
  return {
    areaId: `area-${code.toLowerCase()}`,
    code,
    slug: toSlug(name),
    type,
    name,
    countryCodes,
    fromPriceUsd: 0, // filled in from the packages by withFromPrice
    popular: POPULAR.has(code),
  }
}

/** Popular countries first, so a global plan's operator preview shows the networks people know. */
function globalCountryCodes(): string[] {
  const covered = COUNTRIES.map(([code]) => code).filter((code) => !GLOBAL_EXCLUDED.has(code))
  return [
    ...covered.filter((code) => POPULAR.has(code)),
    ...covered.filter((code) => !POPULAR.has(code)),
  ]
}

function withFromPrice(area: AreaDto): AreaDto {
  const prices = seedPackages(area).map((pkg) => pkg.priceUsd)
  return { ...area, fromPriceUsd: Math.min(...prices) }
}

/** All destinations: countries, then regions, then the global area. Same result on every call. */
export function seedAreas(): AreaDto[] {
  const countries = COUNTRIES.map(([code, name]) => makeArea(code, name, 'COUNTRY', [code]))
  const regions = REGIONS.map(({ code, name, countryCodes }) =>
    makeArea(code, name, 'REGION', [...countryCodes]),
  )
  const global = makeArea('GLOBAL', 'Global', 'GLOBAL', globalCountryCodes())
  return [...countries, ...regions, global].map(withFromPrice)
}

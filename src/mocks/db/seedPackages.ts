import type {
  ActivationPolicy,
  AreaDto,
  NetworkGeneration,
  OperatorDto,
  PackageDto,
} from '../../api/contract/catalogue'
import { contentLang, type ContentLang } from './seedContent'

/**
 * Deterministic package seed for the mock catalogue. Every price comes from a per-area base price
 * (a tier for countries, a table for regions) times a small per-area jitter taken from a hash of
 * the area code, so the catalogue looks varied but is identical on every run (no Math.random).
 */

/** End of the seasonal (Christmas) discount shown on discounted plans and the promo banner. */
export const SEASONAL_DISCOUNT_ENDS_AT = '2026-12-31T23:59:59Z'

/** Discounted plans (package id -> fraction off). Kept explicit so promotions are easy to find. */
const SEASONAL_DISCOUNTS: Readonly<Record<string, number>> = {
  'jp-data-5gb-30d': 0.2,
  'jp-data-10gb-30d': 0.15,
  'us-data-10gb-30d': 0.2,
  'gb-data-5gb-30d': 0.25,
  'fr-data-3gb-15d': 0.15,
  'it-data-10gb-30d': 0.2,
  'es-data-5gb-30d': 0.15,
  'de-data-20gb-30d': 0.2,
  'th-data-5gb-30d': 0.3,
  'kr-data-10gb-30d': 0.15,
  'tr-data-10gb-30d': 0.25,
  'au-data-5gb-30d': 0.2,
  'eu-data-10gb-30d': 0.2,
  'as-data-5gb-30d': 0.15,
  'global-data-10gb-30d': 0.25,
}

export const seasonalDiscountPackageIds: readonly string[] = Object.keys(SEASONAL_DISCOUNTS)

// ---------------------------------------------------------------------------------------------
// Price levels
// ---------------------------------------------------------------------------------------------

type Tier = 'budget' | 'standard' | 'premium' | 'remote'

/** Price of the 1 GB / 7 days plan before jitter; every other plan is a multiple of it. */
const TIER_BASE_USD: Record<Tier, number> = {
  budget: 3,
  standard: 4.5,
  premium: 6,
  remote: 8,
}

/** Cheap wholesale roaming rates. */
// prettier-ignore
const BUDGET = new Set([
  'TR', 'TH', 'VN', 'ID', 'IN', 'KH', 'LA', 'LK', 'NP', 'BD', 'PK', 'MY', 'PH', 'EG', 'MA', 'TN',
  'GE', 'AM', 'AZ', 'UA', 'MD', 'KZ', 'UZ',
])

/** Expensive home markets or strict roaming agreements. */
// prettier-ignore
const PREMIUM = new Set([
  'JP', 'US', 'CN', 'CA', 'KR', 'HK', 'MO', 'TW', 'AU', 'NZ', 'CH', 'NO', 'IS', 'IL',
])

/** Islands and small markets with few roaming partners. */
// prettier-ignore
const REMOTE = new Set([
  'MV', 'FJ', 'PF', 'SC', 'MU', 'JM', 'BS', 'BB', 'TT', 'AW', 'CW', 'KY', 'LC', 'ET', 'ZM', 'BW',
  'CV', 'MN',
])

/** Regions cost a bit more than their typical country; wide or remote regions more still. */
const REGION_BASE_USD: Readonly<Record<string, number>> = {
  EU: 5.5,
  AS: 7,
  NA: 7.5,
  LATAM: 9,
  ME: 8,
  AF: 10.5,
  OC: 8,
  CB: 11,
  BK: 5,
  SEA: 4.5,
  CHM: 7,
  GLOBAL: 11,
}
const UNKNOWN_REGION_BASE_USD = 9

function tierOf(countryCode: string): Tier {
  if (BUDGET.has(countryCode)) return 'budget'
  if (PREMIUM.has(countryCode)) return 'premium'
  if (REMOTE.has(countryCode)) return 'remote'
  return 'standard'
}

/** FNV-1a: a tiny stable hash so each area gets its own, repeatable variations. */
function hashCode(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Rounds to a retail price point ending in .49 or .99; integer cents keep 2 exact decimals. */
function pricePoint(usd: number): number {
  const halfDollars = Math.max(2, Math.round(usd * 2))
  return (halfDollars * 50 - 1) / 100
}

// ---------------------------------------------------------------------------------------------
// Plan shapes
// ---------------------------------------------------------------------------------------------

const MB_PER_GB = 1024

/** Fixed data plans; factor multiplies the area base price (bigger bundles cost less per GB). */
const DATA_PLANS = [
  { gb: 1, days: 7, factor: 1 },
  { gb: 3, days: 15, factor: 2 },
  { gb: 5, days: 30, factor: 2.7 },
  { gb: 10, days: 30, factor: 4.2 },
  { gb: 20, days: 30, factor: 6.5 },
] as const

/** Daily unlimited plans; price grows sub-linearly with the number of days. */
const DAILY_DAYS = [1, 3, 5, 7, 10, 15, 30] as const
const DAILY_DAY_EXPONENT = 0.8
/** Share of the base price one day costs, by daily high-speed allowance. */
const DAILY_RATE_BY_ALLOWANCE_MB: Readonly<Record<number, number>> = { 1024: 0.55, 2048: 0.75 }

/** Plans with a local number: data plus voice minutes and SMS. */
const CALL_TEXT_PLANS = [
  { gb: 3, days: 30, voiceMinutes: 60, smsCount: 30, factor: 2.3 },
  { gb: 10, days: 30, voiceMinutes: 200, smsCount: 100, factor: 4.2 },
] as const
const USD_PER_VOICE_MINUTE = 0.05
const USD_PER_SMS = 0.02

/** Countries where a partner sells numbers to travellers (about 30 destinations). */
// prettier-ignore
const CALL_TEXT_COUNTRIES = new Set([
  'JP', 'US', 'GB', 'FR', 'IT', 'ES', 'DE', 'TR', 'TH', 'KR', 'CN', 'AU', 'CA', 'MX', 'BR', 'SG',
  'MY', 'ID', 'PH', 'VN', 'IN', 'AE', 'SA', 'HK', 'TW', 'NL', 'PT', 'GR', 'CH', 'ZA',
])

/**
 * Carriers with identity registration bind the profile to the network when it is installed, so
 * validity starts at installation instead of at the first data connection.
 */
const ON_INSTALL_AREAS = new Set(['CN', 'CHM', 'IN', 'SA'])

// ---------------------------------------------------------------------------------------------
// Operators
// ---------------------------------------------------------------------------------------------

type OperatorSeed = readonly [name: string, network: NetworkGeneration]

/** Real mobile network operators used by the common destinations. */
// prettier-ignore
const OPERATORS: Readonly<Record<string, readonly OperatorSeed[]>> = {
  // Europe
  AT: [['A1', '5G'], ['Magenta', '5G']],
  BE: [['Proximus', '5G'], ['Orange', '4G']],
  CH: [['Swisscom', '5G'], ['Sunrise', '5G'], ['Salt', '4G']],
  CZ: [['O2', '5G'], ['T-Mobile', '5G']],
  DE: [['Telekom', '5G'], ['Vodafone', '5G'], ['O2', '4G']],
  DK: [['TDC', '5G'], ['Telenor', '4G'], ['3', '4G']],
  ES: [['Movistar', '5G'], ['Orange', '5G'], ['Vodafone', '4G']],
  FI: [['Elisa', '5G'], ['DNA', '5G'], ['Telia', '4G']],
  FR: [['Orange', '5G'], ['SFR', '5G'], ['Bouygues Telecom', '4G']],
  GB: [['EE', '5G'], ['Vodafone', '5G'], ['O2', '4G']],
  GR: [['Cosmote', '5G'], ['Vodafone', '4G']],
  HR: [['Hrvatski Telekom', '5G'], ['A1', '4G']],
  HU: [['Telekom', '5G'], ['Yettel', '4G']],
  IE: [['Vodafone', '5G'], ['Three', '5G']],
  IS: [['Síminn', '5G'], ['Nova', '4G']],
  IT: [['TIM', '5G'], ['Vodafone', '5G'], ['WindTre', '4G']],
  NL: [['KPN', '5G'], ['Vodafone', '5G'], ['Odido', '4G']],
  NO: [['Telenor', '5G'], ['Telia', '5G']],
  PL: [['Plus', '5G'], ['Orange', '4G'], ['Play', '4G']],
  PT: [['MEO', '5G'], ['NOS', '5G'], ['Vodafone', '4G']],
  SE: [['Telia', '5G'], ['Tele2', '5G']],
  TR: [['Turkcell', '4G'], ['Vodafone', '4G'], ['Türk Telekom', '4G']],
  // Americas
  US: [['T-Mobile', '5G'], ['AT&T', '5G']],
  CA: [['Rogers', '5G'], ['Bell', '5G'], ['Telus', '5G']],
  MX: [['Telcel', '5G'], ['AT&T', '4G']],
  BR: [['Claro', '5G'], ['Vivo', '5G'], ['TIM', '4G']],
  AR: [['Claro', '4G'], ['Movistar', '4G'], ['Personal', '4G']],
  CL: [['Entel', '5G'], ['Movistar', '4G'], ['Claro', '4G']],
  PE: [['Claro', '4G'], ['Movistar', '4G'], ['Entel', '4G']],
  CO: [['Claro', '4G'], ['Movistar', '4G'], ['Tigo', '4G']],
  DO: [['Claro', '4G'], ['Altice', '4G']],
  PR: [['T-Mobile', '5G'], ['AT&T', '5G'], ['Liberty', '4G']],
  JM: [['Digicel', '4G'], ['Flow', '4G']],
  // Asia
  JP: [['NTT Docomo', '5G'], ['SoftBank', '5G']],
  KR: [['SK Telecom', '5G'], ['KT', '5G'], ['LG U+', '5G']],
  CN: [['China Unicom', '5G'], ['China Mobile', '5G']],
  HK: [['CSL', '5G'], ['3 Hong Kong', '5G'], ['SmarTone', '4G']],
  MO: [['CTM', '5G']],
  TW: [['Chunghwa Telecom', '5G'], ['Taiwan Mobile', '5G'], ['FarEasTone', '4G']],
  TH: [['AIS', '5G'], ['TrueMove H', '5G']],
  VN: [['Viettel', '4G'], ['Vinaphone', '4G'], ['MobiFone', '4G']],
  SG: [['Singtel', '5G'], ['StarHub', '5G'], ['M1', '4G']],
  MY: [['Maxis', '5G'], ['CelcomDigi', '5G'], ['U Mobile', '4G']],
  ID: [['Telkomsel', '4G'], ['Indosat', '4G'], ['XL Axiata', '4G']],
  PH: [['Globe', '4G'], ['Smart', '4G']],
  KH: [['Smart Axiata', '4G'], ['Cellcard', '4G'], ['Metfone', '4G']],
  LA: [['Unitel', '4G'], ['Lao Telecom', '4G']],
  IN: [['Airtel', '5G'], ['Jio', '5G'], ['Vodafone Idea', '4G']],
  LK: [['Dialog', '4G'], ['Mobitel', '4G']],
  NP: [['Ncell', '4G'], ['Nepal Telecom', '4G']],
  MV: [['Dhiraagu', '4G'], ['Ooredoo', '4G']],
  // Middle East
  AE: [['Etisalat by e&', '5G'], ['du', '5G']],
  SA: [['STC', '5G'], ['Mobily', '5G'], ['Zain', '4G']],
  QA: [['Ooredoo', '5G'], ['Vodafone', '5G']],
  OM: [['Omantel', '4G'], ['Ooredoo', '4G']],
  JO: [['Zain', '4G'], ['Orange', '4G']],
  IL: [['Partner', '5G'], ['Cellcom', '4G'], ['Pelephone', '4G']],
  // Africa
  EG: [['Vodafone', '4G'], ['Orange', '4G'], ['Etisalat', '4G']],
  MA: [['Maroc Telecom', '4G'], ['Orange', '4G'], ['inwi', '4G']],
  TN: [['Ooredoo', '4G'], ['Orange', '4G']],
  ZA: [['Vodacom', '5G'], ['MTN', '5G']],
  KE: [['Safaricom', '4G'], ['Airtel', '4G']],
  TZ: [['Vodacom', '4G'], ['Airtel', '4G']],
  NG: [['MTN', '4G'], ['Airtel', '4G']],
  // Oceania
  AU: [['Telstra', '5G'], ['Optus', '5G'], ['Vodafone', '4G']],
  NZ: [['One NZ', '5G'], ['Spark', '5G']],
  FJ: [['Vodafone', '4G'], ['Digicel', '4G']],
}

/** Smaller destinations roam on whichever partner network is strongest locally. */
const FALLBACK_OPERATOR: OperatorSeed = ['Local partner network', '4G']

/** The fallback network is no brand: the server names it in the request's language. */
const FALLBACK_OPERATOR_NAMES: Readonly<Record<ContentLang, string>> = {
  en: 'Local partner network',
  ja: '現地の提携通信事業者',
  de: 'Lokales Partnernetz',
  es: 'Red asociada local',
  tr: 'Yerel iş ortağı şebekesi',
  'zh-CN': '当地合作网络',
  'zh-HK': '當地合作網絡',
}

/** Packages as a response in `lang` carries them: the fallback network named in that language. */
export function localisePackages(packages: readonly PackageDto[], lang: string): PackageDto[] {
  const name = FALLBACK_OPERATOR_NAMES[contentLang(lang)]
  return packages.map((pkg) =>
    pkg.operators.some((operator) => operator.name === FALLBACK_OPERATOR[0])
      ? {
          ...pkg,
          operators: pkg.operators.map((operator) =>
            operator.name === FALLBACK_OPERATOR[0] ? { ...operator, name } : operator,
          ),
        }
      : pkg,
  )
}

/** Regions list one operator per covered country; the first few are enough for the UI. */
const MAX_REGION_OPERATORS = 8

function countryOperators(countryCode: string): OperatorDto[] {
  const seeds = OPERATORS[countryCode] ?? [FALLBACK_OPERATOR]
  return seeds.map(([name, network]) => ({ countryCode, name, network }))
}

function areaOperators(area: AreaDto): OperatorDto[] {
  if (area.type === 'COUNTRY') return countryOperators(area.code)
  return area.countryCodes
    .slice(0, MAX_REGION_OPERATORS)
    .flatMap((code) => countryOperators(code).slice(0, 1))
}

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

/** Everything about an area that its plans share. */
interface AreaTraits {
  prefix: string
  baseUsd: number
  operators: OperatorDto[]
  activation: ActivationPolicy
  dailyAllowanceMb: number
  fairUseKbps: number
  dailyHotspot: boolean
}

function traitsOf(area: AreaDto): AreaTraits {
  const hash = hashCode(area.code)
  const tierBase =
    area.type === 'COUNTRY'
      ? TIER_BASE_USD[tierOf(area.code)]
      : (REGION_BASE_USD[area.code] ?? UNKNOWN_REGION_BASE_USD)
  return {
    prefix: area.code.toLowerCase(),
    // +-8 % so neighbouring countries in one tier do not all cost the same.
    baseUsd: tierBase * (0.92 + (hash % 17) / 100),
    operators: areaOperators(area),
    activation: ON_INSTALL_AREAS.has(area.code) ? 'ON_INSTALL' : 'ON_FIRST_CONNECTION',
    dailyAllowanceMb: (hash >>> 5) % 2 === 0 ? 2048 : 1024,
    fairUseKbps: (hash >>> 7) % 2 === 0 ? 512 : 384,
    // About a quarter of the partners forbid tethering on unlimited plans.
    dailyHotspot: (hash >>> 9) % 4 !== 0,
  }
}

function dataPlans(area: AreaDto, traits: AreaTraits): PackageDto[] {
  return DATA_PLANS.map(({ gb, days, factor }) => ({
    packageId: `${traits.prefix}-data-${gb}gb-${days}d`,
    areaId: area.areaId,
    areaSlug: area.slug,
    type: 'DATA',
    dataMb: gb * MB_PER_GB,
    days,
    priceUsd: pricePoint(traits.baseUsd * factor),
    operators: traits.operators,
    hotspot: true,
    activation: traits.activation,
  }))
}

function dailyPlans(area: AreaDto, traits: AreaTraits): PackageDto[] {
  const allowanceGb = traits.dailyAllowanceMb / MB_PER_GB
  const dayRate = DAILY_RATE_BY_ALLOWANCE_MB[traits.dailyAllowanceMb] ?? 0.6
  return DAILY_DAYS.map((days) => ({
    packageId: `${traits.prefix}-daily-${allowanceGb}gb-${days}d`,
    areaId: area.areaId,
    areaSlug: area.slug,
    type: 'DAILY_UNLIMITED',
    dataMb: traits.dailyAllowanceMb,
    days,
    priceUsd: pricePoint(traits.baseUsd * dayRate * days ** DAILY_DAY_EXPONENT),
    operators: traits.operators,
    hotspot: traits.dailyHotspot,
    activation: traits.activation,
    fairUseKbps: traits.fairUseKbps,
  }))
}

function callTextPlans(area: AreaDto, traits: AreaTraits): PackageDto[] {
  if (area.type !== 'COUNTRY' || !CALL_TEXT_COUNTRIES.has(area.code)) return []
  return CALL_TEXT_PLANS.map(({ gb, days, voiceMinutes, smsCount, factor }) => ({
    packageId: `${traits.prefix}-call-${gb}gb-${days}d`,
    areaId: area.areaId,
    areaSlug: area.slug,
    type: 'CALL_TEXT',
    dataMb: gb * MB_PER_GB,
    days,
    priceUsd: pricePoint(
      traits.baseUsd * factor + voiceMinutes * USD_PER_VOICE_MINUTE + smsCount * USD_PER_SMS,
    ),
    operators: traits.operators,
    hotspot: true,
    activation: traits.activation,
    voiceMinutes,
    smsCount,
  }))
}

function applySeasonalDiscount(pkg: PackageDto): PackageDto {
  const off = SEASONAL_DISCOUNTS[pkg.packageId]
  if (off === undefined) return pkg
  return {
    ...pkg,
    // Down to the next .x9 price point, like a shop would print it.
    priceUsd: (Math.floor(pkg.priceUsd * (1 - off) * 10) * 10 - 1) / 100,
    originalPriceUsd: pkg.priceUsd,
    discountEndsAt: SEASONAL_DISCOUNT_ENDS_AT,
  }
}

/** All plans sold for an area: fixed data, daily unlimited and, for some countries, call & text. */
export function seedPackages(area: AreaDto): PackageDto[] {
  const traits = traitsOf(area)
  return [
    ...dataPlans(area, traits),
    ...dailyPlans(area, traits),
    ...callTextPlans(area, traits),
  ].map(applySeasonalDiscount)
}

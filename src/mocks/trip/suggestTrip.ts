import type {
  AreaDto,
  AreaSuggestionDto,
  AreaSuggestionResponse,
  PackageDto,
  UsageProfile,
} from '../../api/contract/catalogue'
import { formatDataSize } from '../../shared/lib/dataSize'
import { areaNameIn } from '../db/areaNames'
import type { MockDatabase } from '../db/database'
import { contentLang, type ContentLang } from '../db/seedContent'
import { parseTrip, type TripLeg } from './parseTrip'
import { TRIP_REASONS } from './tripReasons'

/** MB a traveller uses a day, by profile (docs/trip-planner.md). */
export const MB_PER_DAY: Readonly<Record<UsageProfile, number>> = {
  light: 300,
  normal: 700,
  heavy: 1536,
}

export const USAGE_PROFILES = Object.keys(MB_PER_DAY) as UsageProfile[]

/**
 * The cheapest plan that lasts `days` and carries `needMb` at full speed (a daily plan:
 * `mbPerDay` every day). Failing that, the unlimited daily plan lasting the stay with the largest
 * daily share: it slows down after the share but never runs out. Null when no plan lasts the
 * stay: never a shorter plan than the stay.
 */
export function pickPlan(
  packages: readonly PackageDto[],
  days: number,
  needMb: number,
  mbPerDay: number,
): PackageDto | null {
  const lasting = packages.filter((pkg) => pkg.days >= days)
  const fullSpeed = lasting.filter(
    (pkg) =>
      (pkg.type === 'DATA' && pkg.dataMb >= needMb) ||
      (pkg.type === 'DAILY_UNLIMITED' && pkg.dataMb >= mbPerDay),
  )
  fullSpeed.sort((a, b) => a.priceUsd - b.priceUsd || a.days - b.days || a.dataMb - b.dataMb)
  if (fullSpeed[0]) return fullSpeed[0]
  const unlimited = lasting.filter((pkg) => pkg.type === 'DAILY_UNLIMITED')
  unlimited.sort((a, b) => b.dataMb - a.dataMb || a.priceUsd - b.priceUsd)
  return unlimited[0] ?? null
}

/** A daily plan whose high-speed share is less than the profile's day. */
function slowsDown(pkg: PackageDto, mbPerDay: number): boolean {
  return pkg.type === 'DAILY_UNLIMITED' && pkg.dataMb < mbPerDay
}

interface Stay {
  area: AreaDto
  /** From the first day in the area to the last: a plan runs on from activation. */
  days: number
  assumed: boolean
}

/** Each destination once, in order, with the span of days from its first leg to its last. */
function staysOf(legs: readonly TripLeg[]): Stay[] {
  const stays = new Map<AreaDto, { first: number; last: number; assumed: boolean }>()
  let day = 0
  for (const leg of legs) {
    for (const area of leg.areas) {
      const seen = stays.get(area)
      stays.set(area, {
        first: seen?.first ?? day,
        last: day + leg.days,
        assumed: (seen?.assumed ?? true) && leg.assumed,
      })
    }
    day += leg.days
  }
  return [...stays.entries()].map(([area, { first, last, assumed }]) => ({
    area,
    days: last - first,
    assumed,
  }))
}

/** The smallest region (or Global) that covers every destination, itself not one of them. */
function coveringRegion(areas: readonly AreaDto[], stays: readonly Stay[]): AreaDto | null {
  const countries = new Set(stays.flatMap((stay) => stay.area.countryCodes))
  const named = new Set(stays.map((stay) => stay.area))
  const covering = areas.filter(
    (area) =>
      area.type !== 'COUNTRY' &&
      !named.has(area) &&
      [...countries].every((code) => area.countryCodes.includes(code)),
  )
  covering.sort((a, b) => a.countryCodes.length - b.countryCodes.length)
  return covering[0] ?? null
}

const cents = (usd: number) => Math.round(usd * 100) / 100

/** An estimate reads as one: up to whole GB from 1 GB, up to 100 MB below it. */
export function roundedNeed(mb: number): number {
  return mb >= 1024 ? Math.ceil(mb / 1024) * 1024 : Math.ceil(mb / 100) * 100
}

/**
 * The mock's stand-in for the suggestion model: reads the trip (parseTrip), suggests for each
 * destination the cheapest plan that lasts its stay with data for the usage profile, and for a
 * trip through several countries also one regional plan for the whole trip, with both totals.
 * Reasons come in the request's language.
 */
export function suggestTrip(
  db: MockDatabase,
  text: string,
  lang: string,
  usage: UsageProfile = 'normal',
): AreaSuggestionResponse {
  const language: ContentLang = contentLang(lang)
  const reasons = TRIP_REASONS[language]
  const mbPerDay = MB_PER_DAY[usage]
  const legs = parseTrip(text, db.catalogue.areas)
  const stays = staysOf(legs)
  const totalDays = legs.reduce((sum, leg) => sum + leg.days, 0)
  const name = (area: AreaDto) => areaNameIn(area, language)

  const suggestion = (
    kind: AreaSuggestionDto['kind'],
    area: AreaDto,
    days: number,
    daysAssumed: boolean,
    reason: (data: string) => string,
  ): AreaSuggestionDto => {
    const dataNeededMb = roundedNeed(days * mbPerDay)
    const pkg = pickPlan(db.packagesOf(area.areaId), days, dataNeededMb, mbPerDay)
    return {
      kind,
      area,
      package: pkg,
      days,
      daysAssumed,
      dataNeededMb,
      reason: !pkg
        ? reasons.noPlan(name(area), days)
        : slowsDown(pkg, mbPerDay)
          ? reasons.both(
              reason(formatDataSize(dataNeededMb)),
              reasons.slowsDown(formatDataSize(pkg.dataMb)),
            )
          : reason(formatDataSize(dataNeededMb)),
    }
  }

  const perStay = stays.map((stay) =>
    suggestion('STAY', stay.area, stay.days, stay.assumed, (data) =>
      stay.assumed
        ? reasons.assumedStay(name(stay.area), stay.days, data)
        : reasons.stay(name(stay.area), stay.days, data),
    ),
  )
  const region = stays.length > 1 ? coveringRegion(db.catalogue.areas, stays) : null
  const regional = region
    ? suggestion(
        'REGIONAL',
        region,
        totalDays,
        stays.every((stay) => stay.assumed),
        (data) =>
          reasons.regional(
            new Intl.ListFormat(language, { type: 'conjunction' }).format(
              stays.map((s) => name(s.area)),
            ),
            totalDays,
            data,
          ),
      )
    : null

  const perStayTotal = perStay.every((item) => item.package)
    ? perStay.reduce((sum, item) => sum + item.package!.priceUsd, 0)
    : null
  return {
    suggestions: [...(regional ? [regional] : []), ...perStay],
    trip: {
      usage,
      mbPerDay,
      totalDays,
      perStayTotalUsd: perStay.length > 0 && perStayTotal !== null ? cents(perStayTotal) : null,
      regionalTotalUsd: regional?.package ? regional.package.priceUsd : null,
    },
  }
}

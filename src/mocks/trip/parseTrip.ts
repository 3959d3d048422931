import type { AreaDto } from '../../api/contract/catalogue'
import { findMatches } from '../../shared/lib/textSearch'
import { spokenNamesOf } from '../db/areaNames'

/**
 * Reads a trip description in any store language into stays: which destinations, for how many
 * days, in what order. The rules are written down in docs/trip-planner.md; keep the two in step.
 */

/** A stretch of the trip: one or more destinations sharing one duration. */
export interface TripLeg {
  areas: AreaDto[]
  days: number
  /** The text named no duration for this leg. */
  assumed: boolean
}

/** A leg without a duration of its own is taken to last a week. */
export const ASSUMED_LEG_DAYS = 7

// ---------------------------------------------------------------------------------------------
// Durations
// ---------------------------------------------------------------------------------------------

const DAY_UNITS = [
  'days?',
  'd(?![\\p{L}])',
  'tage?n?',
  'tägig\\p{L}*',
  'd[ií]as?',
  'gün\\p{L}*',
  '日間',
  '日间',
  '日',
  '天',
]
const NIGHT_UNITS = ['nights?', 'nächte?n?', 'nacht', 'noches?', 'gece\\p{L}*', '泊', '晚', '夜']
const WEEK_UNITS = [
  'weeks?',
  'wks?',
  'wochen?',
  'semanas?',
  'hafta\\p{L}*',
  '週間',
  '週',
  '個?星期',
  '个?星期',
  '個?禮拜',
  '个?礼拜',
  '周',
]
const MONTH_UNITS = [
  'months?',
  'monate?n?',
  'monat',
  'mes(?:es)?',
  'ay(?:l\\p{L}*)?(?![\\p{L}])',
  'ヶ月',
  'か月',
  'カ月',
  'ケ月',
  '個月',
  '个月',
]

const UNIT_GROUPS: readonly (readonly [string[], (n: number) => number])[] = [
  [NIGHT_UNITS, (n) => n + 1], // three nights span four days
  [WEEK_UNITS, (n) => n * 7],
  [MONTH_UNITS, (n) => n * 30],
  [DAY_UNITS, (n) => n],
]
const ANY_UNIT = UNIT_GROUPS.flatMap(([units]) => units).join('|')

/** Number words before a unit, in every store language (folded: lower case). */
// prettier-ignore
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, eleven: 11, twelve: 12, fourteen: 14, fifteen: 15, twenty: 20, thirty: 30,
  ein: 1, eine: 1, einen: 1, einer: 1, einem: 1, zwei: 2, drei: 3, vier: 4, 'fünf': 5, sechs: 6,
  sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, 'zwölf': 12, vierzehn: 14, 'fünfzehn': 15,
  zwanzig: 20, 'dreißig': 30,
  un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8,
  nueve: 9, diez: 10, once: 11, doce: 12, catorce: 14, quince: 15, veinte: 20, treinta: 30,
  bir: 1, iki: 2, 'üç': 3, 'dört': 4, 'beş': 5, 'altı': 6, yedi: 7, sekiz: 8, dokuz: 9, on: 10,
  yirmi: 20, otuz: 30,
}
const WORDS = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')
/** "on beş gün", "twenty one days": a tens word and a ones word add up. */
const NUMBER_PHRASE = new RegExp(
  `(?<![\\p{L}\\d])(${WORDS})(?:[\\s-]+(${WORDS}))?(?=[\\s-]+(?:${ANY_UNIT}))`,
  'gu',
)

/** Durations written without a number. */
const FIXED_DURATIONS: readonly (readonly [RegExp, number])[] = [
  [/(?<!\p{L})(?:a )?fortnight(?!\p{L})/u, 14],
  [/(?<!\p{L})(?:half a month|halben monat|medio mes|yarım ay)(?!\p{L})/u, 15],
  [/半個月|半个月|半月/u, 15],
  [/(?<!\p{L})(?:long )?weekend(?!\p{L})|wochenende|fin de semana|hafta ?sonu|週末|周末/u, 3],
]

const CJK_DIGIT: Readonly<Record<string, number>> = {
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
}

/** "十四" -> "14", "二十" -> "20", "兩" -> "2": CJK numerals before a unit, as digits. */
function cjkNumeralsToDigits(text: string): string {
  return text.replace(
    /[一二两兩三四五六七八九]?十[一二三四五六七八九]?|[一二两兩三四五六七八九]/g,
    (run) => {
      if (!run.includes('十')) return String(CJK_DIGIT[run])
      const [tens, ones] = run.split('十')
      return String((tens ? CJK_DIGIT[tens]! : 1) * 10 + (ones ? CJK_DIGIT[ones]! : 0))
    },
  )
}

/**
 * Length-preserving normalisation for finding durations: folded text is lower-cased, and number
 * words and CJK numerals become digits padded with spaces to their original length, so a match
 * still points at the same place in the text as the destinations found in it.
 */
function numeralsAsDigits(folded: string): string {
  const pad = (digits: string, length: number) =>
    length >= digits.length ? digits.padEnd(length, ' ') : digits
  const words = folded.replace(NUMBER_PHRASE, (whole, first: string, second?: string) => {
    const value = NUMBER_WORDS[first]! + (second ? NUMBER_WORDS[second]! : 0)
    return pad(String(value), whole.length)
  })
  return words.replace(
    /[一二两兩三四五六七八九十]+(?=\s*(?:個|个|か|ヶ|カ|ケ)?\s*(?:日|天|晚|夜|泊|週|周|星期|禮拜|礼拜|月))/g,
    (run) => pad(cjkNumeralsToDigits(run), run.length),
  )
}

/**
 * Width- and case-folded, one character for one, so places found in it are places in the text
 * ("İ" lower-cases to two characters, and full-width digits are normalised).
 */
function foldKeepingPlaces(text: string): string {
  return [...text]
    .map((char) => {
      const folded = char.normalize('NFKC').toLowerCase()
      return folded.length === char.length ? folded : char.toLowerCase().slice(0, char.length)
    })
    .join('')
}

interface Found {
  start: number
  end: number
}
interface FoundDuration extends Found {
  days: number
}

const DURATION = new RegExp(`(\\d+(?:[.,]5)?)\\s*-?\\s*(${ANY_UNIT})`, 'gu')

function findDurations(folded: string): FoundDuration[] {
  const text = numeralsAsDigits(folded)
  const found: FoundDuration[] = []
  for (const match of text.matchAll(DURATION)) {
    const amount = Number(match[1]!.replace(',', '.'))
    const unit = match[2]!
    const group = UNIT_GROUPS.find(([units]) =>
      units.some((pattern) => new RegExp(`^(?:${pattern})$`, 'u').test(unit)),
    )
    if (!group || !(amount > 0)) continue
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      days: Math.ceil(group[1](amount)),
    })
  }
  for (const [pattern, days] of FIXED_DURATIONS) {
    const match = pattern.exec(text)
    if (match && !found.some((item) => overlaps(item, match.index, match[0].length))) {
      found.push({ start: match.index, end: match.index + match[0].length, days })
    }
  }
  return found.sort((a, b) => a.start - b.start)
}

function overlaps(item: Found, start: number, length: number): boolean {
  return start < item.end && start + length > item.start
}

// ---------------------------------------------------------------------------------------------
// Destinations
// ---------------------------------------------------------------------------------------------

interface FoundArea extends Found {
  area: AreaDto
}

const LETTER = /\p{L}/u
const WIDE = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u

/**
 * Where a name stands in the text as a word: Latin names need a non-letter on both sides, so
 * "Oman" is not found in "woman"; names of three Latin letters or fewer (UK, USA, EU) only as
 * written in capitals, so the German "ab" is not Turkish for the EU; CJK names anywhere.
 */
function placesOf(name: string, text: string): Found[] {
  const wide = WIDE.test(name)
  if (!wide && name.length <= 3 && name !== name.toUpperCase()) return []
  return findMatches(text, name).filter(({ start, end }) => {
    if (wide) return name.length >= 2
    if (name.length <= 3 && text.slice(start, end) !== name) return false
    return !LETTER.test(text[start - 1] ?? '') && !LETTER.test(text[end] ?? '')
  })
}

/** Each destination named, longest name first so "South Korea" wins over "Korea". */
function findAreas(text: string, areas: readonly AreaDto[]): FoundArea[] {
  const candidates = areas.flatMap((area) =>
    spokenNamesOf(area).flatMap((name) =>
      placesOf(name, text).map((place) => ({ ...place, area })),
    ),
  )
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)
  const kept: FoundArea[] = []
  for (const candidate of candidates) {
    if (!kept.some((item) => overlaps(item, candidate.start, candidate.end - candidate.start))) {
      kept.push(candidate)
    }
  }
  return kept.sort((a, b) => a.start - b.start)
}

// ---------------------------------------------------------------------------------------------
// Legs
// ---------------------------------------------------------------------------------------------

/** Where one stretch of a trip ends and the next begins: sentence ends and "then" words. */
const LEG_BREAK = new RegExp(
  [
    '[.!?;。！？；\\n]',
    '(?<!\\p{L})(?:and then|after that|afterwards|followed by|then|und dann|danach|anschließend|dann|y luego|y después|luego|después|más tarde|daha sonra|ardından|sonrasında|sonra)(?!\\p{L})',
    'その後|それから|次に|然后|然後|之后|之後|接着|接著|再去|再到',
  ].join('|'),
  'gu',
)

function breaksOf(folded: string): number[] {
  return [...folded.matchAll(LEG_BREAK)].map((match) => match.index)
}

interface Clause {
  areas: FoundArea[]
  durations: FoundDuration[]
  /** Which comma-separated part of the text an item is in. */
  part: (item: Found) => number
}

function clausesOf(text: string, areas: FoundArea[], durations: FoundDuration[]): Clause[] {
  const cuts = [...breaksOf(text), Infinity]
  const commas = [...text.matchAll(/[,，、]/g)].map((match) => match.index)
  const part = (item: Found) => commas.filter((comma) => comma < item.start).length
  let from = -1
  return cuts.map((cut) => {
    const inside = <T extends Found>(item: T) => item.start > from && item.start < cut
    const clause = { areas: areas.filter(inside), durations: durations.filter(inside), part }
    from = cut
    return clause
  })
}

/**
 * Pairs each destination of a clause with the nearest duration of its comma-separated part (or
 * of the clause, when its part has none); a lone duration is shared by all.
 */
function legsOf(clause: Clause): TripLeg[] {
  const { areas, durations, part } = clause
  if (areas.length === 0) return []
  const unique = (found: FoundArea[]) => [...new Set(found.map((item) => item.area))]
  if (durations.length === 0) {
    return [{ areas: unique(areas), days: ASSUMED_LEG_DAYS, assumed: true }]
  }
  if (durations.length === 1 || areas.length === 1) {
    const days = durations.reduce((sum, item) => sum + item.days, 0)
    return [{ areas: unique(areas), days, assumed: false }]
  }
  const distance = (a: Found, b: Found) =>
    a.end <= b.start ? b.start - a.end : a.start >= b.end ? a.start - b.end : 0
  const byDuration = new Map<FoundDuration, FoundArea[]>()
  for (const area of areas) {
    const samePart = durations.filter((item) => part(item) === part(area))
    const nearest = (samePart.length > 0 ? samePart : durations).reduce((best, item) =>
      distance(area, item) < distance(area, best) ? item : best,
    )
    byDuration.set(nearest, [...(byDuration.get(nearest) ?? []), area])
  }
  return [...byDuration.entries()]
    .sort(([a], [b]) => a.start - b.start)
    .map(([duration, found]) => ({ areas: unique(found), days: duration.days, assumed: false }))
}

/**
 * The trip's legs in order. A clause that only gives a duration ("10 days in total.") applies it
 * to the legs just before it that had none, as one shared leg.
 */
export function parseTrip(text: string, areas: readonly AreaDto[]): TripLeg[] {
  const folded = foldKeepingPlaces(text)
  // Names are found in the original text, where capitals tell "UK" from "uk".
  const clauses = clausesOf(folded, findAreas(text, areas), findDurations(folded))
  const legs: TripLeg[] = []
  for (const clause of clauses) {
    if (clause.areas.length > 0) {
      legs.push(...legsOf(clause))
      continue
    }
    if (clause.durations.length === 0) continue
    let first = legs.length
    while (first > 0 && legs[first - 1]!.assumed) first -= 1
    if (first === legs.length) continue
    const days = clause.durations.reduce((sum, item) => sum + item.days, 0)
    const merged = [...new Set(legs.splice(first).flatMap((leg) => leg.areas))]
    legs.push({ areas: merged, days, assumed: false })
  }
  return legs
}

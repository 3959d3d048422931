import type { AreaDto, AreaSuggestionDto } from '../../api/contract/catalogue'
import type { MockDatabase } from '../db/database'
import { contentLang, type ContentLang } from '../db/seedContent'

/** What travellers type instead of the official name. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  KR: ['Korea'],
  US: ['USA', 'United States of America'],
  GB: ['UK', 'Britain', 'England', 'Scotland'],
  AE: ['UAE', 'Dubai', 'Abu Dhabi'],
  CZ: ['Czech Republic'],
  NL: ['Holland'],
  TR: ['Türkiye', 'Turkiye'],
}

function localName(code: string, lang: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'region' }).of(code)
    return name && name !== code ? name : undefined
  } catch {
    // An unknown lang tag only loses that language's names.
    return undefined
  }
}

function namesOf(area: AreaDto, lang: string): string[] {
  const names = [area.name, area.code, area.slug, ...(ALIASES[area.code] ?? [])]
  if (area.type === 'COUNTRY') {
    for (const locale of [lang, 'en']) {
      const local = localName(area.code, locale)
      if (local) names.push(local)
    }
  }
  return names
}

/** Matches English and local names, codes, slugs and aliases; prefix matches rank first. */
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

/** "2 weeks", "2週間", "2 Wochen", "2 semanas", "2 hafta", "两周"… and days alike. */
const WEEKS = /(\d+)\s*(weeks?|wks?|週間|週|wochen?|semanas?|hafta|个?星期|個?星期|周)/
const DAYS = /(\d+)\s*(days?|日間|日|tage?n?|d[ií]as?|gün|天)/
const WORD_WEEKS: Readonly<Record<string, number>> = {
  'a week': 1,
  'one week': 1,
  'two weeks': 2,
  'three weeks': 3,
  'a month': 4,
}

/** "兩星期", "二週間": single CJK numerals read as digits for the duration only. */
const CJK_DIGITS: Readonly<Record<string, string>> = {
  一: '1',
  二: '2',
  两: '2',
  兩: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
  十: '10',
}

function tripDays(text: string): number {
  const lower = text.replace(/[一二两兩三四五六七八九十]/g, (digit) => CJK_DIGITS[digit] ?? digit)
  const weeks = WEEKS.exec(lower)
  if (weeks) return Number(weeks[1]) * 7
  const days = DAYS.exec(lower)
  if (days) return Number(days[1])
  const word = Object.keys(WORD_WEEKS).find((phrase) => lower.includes(phrase))
  return word ? WORD_WEEKS[word]! * 7 : 7
}

/** A light traveller's daily use: maps, messages, a few photos. */
const MB_PER_TRAVEL_DAY = 300

/** Short names like "Oman" inside "woman" are skipped; CJK names are short by nature. */
function isMentioned(name: string, lower: string): boolean {
  const wide = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(name)
  return (wide ? name.length >= 2 : name.length > 3) && lower.includes(name.toLocaleLowerCase())
}

type Reasons = {
  one: (country: string, days: number) => string
  many: (countries: string) => string
  tooShort: string
}

const REASONS: Record<ContentLang, Reasons> = {
  en: {
    one: (country, days) => `Covers ${country} for your ${days}-day trip`,
    many: (countries) => `One eSIM for ${countries}: no swapping at the border`,
    tooShort: 'Describe your trip in a few words',
  },
  ja: {
    one: (country, days) => `${country}での${days}日間の旅をカバー`,
    many: (countries) => `${countries}を1枚のeSIMでカバー。国境で差し替える必要はありません`,
    tooShort: '旅行の内容を少し詳しく入力してください',
  },
  de: {
    one: (country, days) => `Deckt ${country} für Ihre ${days}-tägige Reise ab`,
    many: (countries) => `Eine eSIM für ${countries} – kein Wechseln an der Grenze`,
    tooShort: 'Beschreiben Sie Ihre Reise in ein paar Worten',
  },
  es: {
    one: (country, days) =>
      `Cubre ${country} durante tu viaje de ${days} ${days === 1 ? 'día' : 'días'}`,
    many: (countries) => `Una sola eSIM para ${countries}: sin cambiar de SIM en la frontera`,
    tooShort: 'Describe tu viaje en pocas palabras',
  },
  tr: {
    one: (country, days) => `${country}: ${days} günlük seyahatinizin tamamını kapsar`,
    many: (countries) => `${countries} için tek eSIM: sınırda SIM değiştirmeye gerek yok`,
    tooShort: 'Lütfen seyahatinizi birkaç kelimeyle anlatın',
  },
  'zh-CN': {
    one: (country, days) => `覆盖${country}，满足 ${days} 天行程`,
    many: (countries) => `一张 eSIM 畅游${countries}，过境无需换卡`,
    tooShort: '请用几句话描述你的行程',
  },
  'zh-HK': {
    one: (country, days) => `覆蓋${country}，滿足 ${days} 日行程`,
    many: (countries) => `一張 eSIM 暢遊${countries}，過境毋須換卡`,
    tooShort: '請用幾句說明你的行程',
  },
}

/** The server's message for a description too short to work with, in the request's language. */
export function tooShortMessage(lang: string): string {
  return REASONS[contentLang(lang)].tooShort
}

/**
 * The mock's stand-in for the suggestion model: finds countries named in the text (in English
 * or the request's language) and, for several, suggests the smallest region that covers them all.
 * Reasons come in the request's language.
 */
export function suggestAreas(db: MockDatabase, text: string, lang = 'en'): AreaSuggestionDto[] {
  const language = contentLang(lang)
  const reasons = REASONS[language]
  const lower = text.toLocaleLowerCase()
  const mentioned = db.catalogue.areas.filter(
    (area) =>
      area.type === 'COUNTRY' && namesOf(area, language).some((name) => isMentioned(name, lower)),
  )
  const days = tripDays(lower)
  // Long enough for the trip, with data for maps, messages and some photos every day.
  const pick = (area: AreaDto) => {
    const long = db
      .packagesOf(area.areaId)
      .filter((pkg) => pkg.type === 'DATA' && pkg.days >= days)
      .sort((a, b) => a.priceUsd - b.priceUsd)
    return long.find((pkg) => pkg.dataMb >= days * MB_PER_TRAVEL_DAY) ?? long.at(-1) ?? null
  }
  const nameOf = (area: AreaDto) => localName(area.code, language) ?? area.name

  const suggestions: AreaSuggestionDto[] = mentioned.map((area) => ({
    area,
    package: pick(area),
    reason: reasons.one(nameOf(area), days),
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
      const list = new Intl.ListFormat(language, { type: 'conjunction' })
      suggestions.unshift({
        area: region,
        package: pick(region),
        reason: reasons.many(list.format(mentioned.map(nameOf))),
      })
    }
  }
  return suggestions.slice(0, 4)
}

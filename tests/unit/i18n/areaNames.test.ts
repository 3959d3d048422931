import fs from 'node:fs'
import path from 'node:path'
import type { TFunction } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AreaDto } from '../../../src/api/contract/catalogue'
import { areaWords, localAreaName } from '../../../src/i18n/areaName'
import { LOCALE_CODES, type LocaleCode } from '../../../src/i18n/locales'
import { turkishCase } from '../../../src/i18n/turkishSuffixes'
import { spokenNamesOf } from '../../../src/mocks/db/areaNames'
import { seedAreas } from '../../../src/mocks/db/seedAreas'
import { createTestI18n } from '../../support/i18n'

/**
 * Destination names inside sentences (decision 038): every message that names a place, in every
 * language, with the names that are hardest for each grammar, and the table behind them.
 */

type Area = Pick<AreaDto, 'type' | 'code' | 'name'>
const country = (code: string, name: string): Area => ({ type: 'COUNTRY', code, name })
const region = (code: string, name: string): Area => ({ type: 'REGION', code, name })

const NL = country('NL', 'Netherlands')
const US = country('US', 'United States')
const GB = country('GB', 'United Kingdom')
const AE = country('AE', 'United Arab Emirates')
const TR = country('TR', 'Turkey')
const CH = country('CH', 'Switzerland')
const IR = country('IR', 'Iran')
const IQ = country('IQ', 'Iraq')
const JP = country('JP', 'Japan')
const CV = country('CV', 'Cape Verde')
const CB = region('CB', 'Caribbean')
const BK = region('BK', 'Balkans')
const GLOBAL: Area = { type: 'GLOBAL', code: 'GLOBAL', name: 'Global' }
/** A country the API might add tomorrow: in no table. */
const GL = country('GL', 'Greenland')
const HARD = [NL, US, GB, AE, TR, CH, IR, IQ, JP, CV, CB, BK, GLOBAL, GL]

const dir = path.join(import.meta.dirname, '../../../locales')
type Tree = { [key: string]: string | Tree }

/** Every message of English that names a destination: `ns:key`, without its `_bare` sentence. */
function nameTakingKeys(): string[] {
  const keys: string[] = []
  const walk = (ns: string, tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value !== 'string') walk(ns, value, `${prefix}${key}.`)
      else if (!key.endsWith('_bare') && /{{\s*(area|place|country)\b/.test(value))
        keys.push(`${ns}:${prefix}${key}`)
    }
  }
  for (const file of fs.readdirSync(path.join(dir, 'en'))) {
    if (!file.endsWith('.json') || file === 'areas.json' || file.startsWith('qa')) continue
    walk(file.slice(0, -5), JSON.parse(fs.readFileSync(path.join(dir, 'en', file), 'utf8')), '')
  }
  return keys
}

const ts: Partial<Record<LocaleCode, TFunction>> = {}
beforeAll(async () => {
  for (const lng of LOCALE_CODES) ts[lng] = (await createTestI18n(lng)).getFixedT(lng)
})
const tOf = (lng: LocaleCode) => ts[lng]!

/** A message as the pages render it: the destination's words and sample values for the rest. */
function say(lng: LocaleCode, key: string, area: Area): string {
  const t = tOf(lng)
  const words = areaWords(area, lng, t)
  return t(key, {
    ...words,
    country: words.area,
    price: '9 €',
    plan: '5 GB',
    data: '5 GB',
    validity: '30',
    operator: 'Vodafone',
    product: 'Roamwise',
  })
}

describe('the destinations table', () => {
  const tables = Object.fromEntries(
    LOCALE_CODES.map((lng) => [
      lng,
      JSON.parse(fs.readFileSync(path.join(dir, lng, 'areas.json'), 'utf8')) as {
        countries: Record<string, Record<string, string>>
        regions: Record<string, Record<string, string>>
      },
    ]),
  )

  it.each(LOCALE_CODES)('%s has an entry for every destination of the catalogue', (lng) => {
    const missing = seedAreas()
      .filter((area) =>
        area.type === 'COUNTRY'
          ? !tables[lng]!.countries[area.code]
          : !tables[lng]!.regions[area.code],
      )
      .map((area) => area.code)
    expect(missing).toEqual([])
  })

  it('shows the names each market says, and the search finds them', () => {
    expect(localAreaName(US, 'de', tOf('de'))).toBe('USA')
    expect(localAreaName(CV, 'de', tOf('de'))).toBe('Kap Verde')
    expect(localAreaName(US, 'tr', tOf('tr'))).toBe('ABD')
    expect(localAreaName(GB, 'tr', tOf('tr'))).toBe('İngiltere')
    expect(localAreaName(US, 'ja', tOf('ja'))).toBe('アメリカ')
    expect(localAreaName(US, 'zh-CN', tOf('zh-CN'))).toBe('美国')
    expect(localAreaName(US, 'es', tOf('es'))).toBe('Estados Unidos')
    // A name the storefront shows is one the search answers to (the official ones still are).
    const areas = seedAreas()
    for (const lng of LOCALE_CODES)
      for (const [code, entry] of Object.entries(tables[lng]!.countries)) {
        const area = areas.find((item) => item.type === 'COUNTRY' && item.code === code)
        if (area && entry.name) expect(spokenNamesOf(area), `${lng} ${code}`).toContain(entry.name)
      }
    const us = areas.find((area) => area.code === 'US')!
    expect(spokenNamesOf(us)).toContain('Vereinigte Staaten')
  })

  it('gives a destination it does not know the bare sentence, not guessed forms', () => {
    expect(areaWords(GL, 'es', tOf('es'))).toEqual({ area: 'Groenlandia', context: 'bare' })
    expect(areaWords(CB, 'es', tOf('es'))).toEqual({ area: 'Caribe', place: { el: 'el Caribe' } })
  })
})

describe('Turkish case endings', () => {
  it.each([
    ['Japonya', 'da', 'Japonya’da'],
    ['Japonya', 'ya', 'Japonya’ya'],
    ['Türkiye', 'ya', 'Türkiye’ye'],
    ['Almanya', 'da', 'Almanya’da'],
    ['Fransa', 'ya', 'Fransa’ya'],
    ['Irak', 'da', 'Irak’ta'],
    ['Irak', 'ya', 'Irak’a'],
    ['İngiltere', 'da', 'İngiltere’de'],
    ['Kuveyt', 'da', 'Kuveyt’te'],
    ['Ürdün', 'ya', 'Ürdün’e'],
    ['Hong Kong', 'da', 'Hong Kong’da'],
    ['Curaçao', 'ya', 'Curaçao’ya'],
    ['Brunei', 'da', 'Brunei’de'],
    ['Karayipler', 'da', 'Karayipler’de'],
    ['Bangladeş', 'da', 'Bangladeş’te'],
  ] as const)('%s + %s = %s', (name, ending, expected) => {
    expect(turkishCase(name, ending)).toBe(expected)
  })

  it('leaves an abbreviation to the table: it is suffixed as it is read', () => {
    expect(turkishCase('ABD', 'da')).toBeNull()
    expect(areaWords(US, 'tr', tOf('tr')).place).toEqual({ nom: 'ABD', da: 'ABD’de', ya: 'ABD’ye' })
  })
})

describe('messages that name a destination', () => {
  const keys = nameTakingKeys()

  it('are all found', () => {
    expect(keys).toEqual(
      expect.arrayContaining([
        'plan:area.title',
        'plan:area.description',
        'plan:area.heading',
        'plan:area.lead',
        'plan:detail.back',
        'common:plan.lookingFor',
        'checkout:summary.esimFor',
        'orders:calendar.landTitle',
        'wallet:esim.title',
        'plan:neighbours.coveringTitle',
      ]),
    )
  })

  it('read as Spanish sentences', () => {
    expect(say('es', 'plan:area.heading', CB)).toBe('eSIM para el Caribe')
    expect(say('es', 'plan:area.heading', BK)).toBe('eSIM para los Balcanes')
    expect(say('es', 'plan:area.heading', GLOBAL)).toBe('eSIM para viajar por todo el mundo')
    expect(say('es', 'checkout:summary.esimFor', GB)).toBe('eSIM para el Reino Unido')
    expect(say('es', 'wallet:esim.title', AE)).toBe('eSIM para los Emiratos Árabes Unidos')
    expect(say('es', 'orders:calendar.landTitle', NL)).toBe(
      '¿Ya has aterrizado? Activa la itinerancia de datos de tu eSIM para los Países Bajos',
    )
    expect(say('es', 'common:plan.lookingFor', US)).toBe('¿Buscas Estados Unidos?')
    expect(say('es', 'plan:detail.back', CB)).toBe('Volver a los planes para el Caribe')
    expect(say('es', 'plan:area.heading', GL)).toBe('eSIM con destino Groenlandia')
  })

  it('read as German sentences', () => {
    expect(say('de', 'plan:neighbours.coveringTitle', TR)).toBe(
      'Mehrere Länder auf Ihrer Route? Diese Tarife gelten für die Türkei und weitere Länder',
    )
    expect(say('de', 'common:plan.lookingFor', US)).toBe('Meinten Sie die USA?')
    expect(say('de', 'common:plan.lookingFor', IR)).toBe('Meinten Sie den Iran?')
    expect(say('de', 'plan:area.heading', CH)).toBe('eSIM für die Schweiz')
    expect(say('de', 'plan:area.heading', NL)).toBe('eSIM für die Niederlande')
    expect(say('de', 'plan:area.heading', CB)).toBe('eSIM für die Karibik')
    expect(say('de', 'plan:area.heading', BK)).toBe('eSIM für den Balkan')
    expect(say('de', 'plan:area.heading', GLOBAL)).toBe('eSIM für die ganze Welt')
    expect(say('de', 'plan:area.heading', CV)).toBe('eSIM für Kap Verde')
    expect(say('de', 'checkout:summary.esimFor', JP)).toBe('eSIM für Japan')
    expect(say('de', 'plan:area.heading', GL)).toBe('eSIM für das Reiseziel Grönland')
  })

  it('read as Turkish sentences', () => {
    expect(say('tr', 'plan:area.description', JP)).toBe(
      'Ön ödemeli, Japonya’da geçerli eSIM veri paketleri; başlangıç fiyatı 9 €. Uçmadan önce kurun, iner inmez internete bağlanın; dolaşım faturasıyla uğraşmayın.',
    )
    expect(say('tr', 'plan:area.lead', GLOBAL)).toBe(
      'Ön ödemeli, tüm dünyada geçerli eSIM veri paketleri; başlangıç fiyatı 9 €. eSIM’i yola çıkmadan kurun, iner inmez internete bağlanın.',
    )
    expect(say('tr', 'plan:callText.more', US)).toBe(
      'Arama ve SMS içeren, ABD’de geçerli diğer paketler',
    )
    expect(say('tr', 'plan:callText.more', IQ)).toBe(
      'Arama ve SMS içeren, Irak’ta geçerli diğer paketler',
    )
    expect(say('tr', 'orders:calendar.landTitle', TR)).toBe(
      'Türkiye’ye hoş geldiniz! eSIM’inizin veri dolaşımını açın',
    )
    expect(say('tr', 'orders:calendar.landTitle', US)).toBe(
      'ABD’ye hoş geldiniz! eSIM’inizin veri dolaşımını açın',
    )
    expect(say('tr', 'plan:detail.back', GLOBAL)).toBe('Küresel eSIM paketlerine dön')
    expect(say('tr', 'plan:area.heading', CB)).toBe('Karayipler eSIM')
    expect(say('tr', 'plan:area.description', GL)).toBe(
      'Grönland eSIM veri paketleri 9 € fiyatından başlıyor. Uçmadan önce kurun, iner inmez internete bağlanın, dolaşım faturası yok.',
    )
  })

  it('read as English sentences', () => {
    expect(say('en', 'common:plan.lookingFor', NL)).toBe('Looking for the Netherlands?')
    expect(say('en', 'plan:area.description', US)).toMatch(
      /^Prepaid eSIM data for the United States from/,
    )
    expect(say('en', 'plan:neighbours.coveringTitle', CB)).toBe(
      'Travelling beyond the Caribbean? These plans cover the Caribbean and more',
    )
    expect(say('en', 'plan:area.lead', GLOBAL)).toMatch(/^Prepaid eSIM data for the whole world/)
    expect(say('en', 'plan:area.heading', GLOBAL)).toBe('Global eSIM')
    expect(say('en', 'common:plan.lookingFor', GL)).toBe('Looking for Greenland eSIMs?')
  })

  /** What a template that glued a bare name in would show. */
  const TEMPLATE_LOOK: Partial<Record<LocaleCode, RegExp>> = {
    en: /\b(for|in|beyond) (United States|Netherlands|United Kingdom|Caribbean|Balkans|Global|Middle East)\b/,
    es: /\b(para|en|de|a|Buscas) (Caribe|Balcanes|Global|Países Bajos|Reino Unido|Emiratos Árabes Unidos|Sudeste asiático)\b/,
    de: /Nicht nur|– |\b(für|über|Sie) (Türkei|Schweiz|Niederlande|USA|Karibik|Balkan|Iran|Irak|Weltweit)\b|Vereinigte Staaten|Cabo Verde/,
    tr: /Küresel (için|paketlerine|eSIM’i\b)|Amerika Birleşik Devletleri|Birleşik Krallık|Şunu mu/,
  }

  it.each(LOCALE_CODES)(
    '%s: every one, with every hard name, is whole and not a template',
    (lng) => {
      const problems: string[] = []
      for (const key of keys)
        for (const area of HARD) {
          // A global plan's trip reminder names no place to land in (CalendarDialog).
          if (key === 'orders:calendar.landTitle' && area.type === 'GLOBAL') continue
          const text = say(lng, key, area)
          if (/{{|}}|undefined|\[object/.test(text) || text === key.split(':')[1])
            problems.push(`${key} ${area.code}: “${text}”`)
          if (TEMPLATE_LOOK[lng]?.test(text)) problems.push(`${key} ${area.code}: “${text}”`)
        }
      expect(problems).toEqual([])
    },
  )
})

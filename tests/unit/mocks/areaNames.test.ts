import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MockDatabase } from '../../../src/mocks/db/database'
import { REGION_NAMES } from '../../../src/mocks/db/seedAreaNames'
import { CONTENT_LANGS } from '../../../src/mocks/db/seedContent'
import { searchAreasByKeyword } from '../../../src/mocks/handlers/catalogueSearch'

const areas = new MockDatabase().catalogue.areas

function commonMessages(lang: string): { regions: Record<string, string> } {
  return JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8')) as {
    regions: Record<string, string>
  }
}

describe('region names: what the page shows is what the search finds', () => {
  it.each(CONTENT_LANGS)('%s: the catalogue names every region as the page does', (lang) => {
    const shown = commonMessages(lang).regions
    const named = Object.fromEntries(
      Object.entries(REGION_NAMES).map(([code, names]) => [code, names[lang]]),
    )
    expect(named).toEqual(shown)
    for (const area of areas.filter((item) => item.type !== 'COUNTRY')) {
      expect(shown[area.code], `${lang} has no name for ${area.code}`).toBeTruthy()
    }
  })

  it.each(CONTENT_LANGS)('%s: every region is found first by its shown name', (lang) => {
    for (const [code, name] of Object.entries(commonMessages(lang).regions)) {
      expect(searchAreasByKeyword(areas, name)[0]?.code, `${lang}: ${name}`).toBe(code)
    }
  })
})

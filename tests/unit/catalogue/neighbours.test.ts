import { describe, expect, it } from 'vitest'
import { editDistance, lookAlike, neighboursOf } from '../../../src/features/catalogue/neighbours'
import { seedAreas } from '../../../src/mocks/db/seedAreas'
import { LOCALE_CODES } from '../../../src/i18n/locales'

/** Issue 37.2: the wrong-country guard and the plans that also cover a country. */
const areas = seedAreas()
const bySlug = (slug: string) => areas.find((area) => area.slug === slug)!
const codes = (list: readonly { code: string }[]) => list.map((area) => area.code).sort()

describe('names a traveller may mistake', () => {
  it('counts edits, a swap of two neighbours as one', () => {
    expect(editDistance('austria', 'australia')).toBe(2)
    expect(editDistance('iceland', 'ireland')).toBe(1)
    expect(editDistance('sweden', 'swedne')).toBe(1)
  })

  it('finds the pairs the issue names, and not short names far apart', () => {
    expect(lookAlike('Austria', 'Australia')).toBe(true)
    expect(lookAlike('Slovakia', 'Slovenia')).toBe(true)
    expect(lookAlike('Iceland', 'Ireland')).toBe(true)
    expect(lookAlike('オーストリア', 'オーストラリア')).toBe(true)
    expect(lookAlike('Mali', 'Malta')).toBe(false)
    expect(lookAlike('Chad', 'Chile')).toBe(false)
    // Rhymes that start apart are told apart: Turkish Almanya (Germany) and Romanya.
    expect(lookAlike('Almanya', 'Romanya')).toBe(false)
    expect(lookAlike('Japan', 'Japan')).toBe(false)
  })

  it('puts each confusable pair of the catalogue on both pages, in any store language', () => {
    const pairs = [
      ['austria', 'AU'],
      ['australia', 'AT'],
      ['slovakia', 'SI'],
      ['slovenia', 'SK'],
      ['iceland', 'IE'],
      ['ireland', 'IS'],
    ] as const
    for (const [slug, partner] of pairs) {
      expect(codes(neighboursOf(bySlug(slug), areas, LOCALE_CODES).lookalikes), slug).toContain(
        partner,
      )
    }
    expect(neighboursOf(bySlug('japan'), areas, LOCALE_CODES).lookalikes).toEqual([])
  })
})

describe('plans that also cover a country', () => {
  it('lists the regional and global plans whose countries include it, smallest first', () => {
    const { coveredBy } = neighboursOf(bySlug('italy'), areas, LOCALE_CODES)
    expect(coveredBy.length).toBeGreaterThan(0)
    expect(coveredBy.every((area) => area.type !== 'COUNTRY')).toBe(true)
    const covering = areas.filter(
      (area) => area.type !== 'COUNTRY' && area.countryCodes.includes('IT'),
    )
    expect(codes(coveredBy)).toEqual(codes(covering))
    const sizes = coveredBy.map((area) => area.countries)
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b))
    // Only counted: a region's country list stays out of the page's data.
    expect(coveredBy[0]).not.toHaveProperty('countryCodes')
    expect(codes(coveredBy)).toContain('EU')
  })

  it('has nothing to add for a region', () => {
    expect(neighboursOf(bySlug('europe'), areas, LOCALE_CODES)).toEqual({
      lookalikes: [],
      coveredBy: [],
    })
  })
})

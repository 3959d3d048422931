import { afterEach, describe, expect, it } from 'vitest'
import {
  countryName,
  countryOptions,
  recordCountryNames,
  seedCountryNames,
} from '../../../src/shared/lib/countries'

afterEach(() => recordCountryNames(null))

describe('country names', () => {
  it('names Hong Kong and Macao as travellers do, and other countries in full', () => {
    expect(countryName('HK', 'en')).toBe('Hong Kong')
    expect(countryName('MO', 'zh-HK')).toBe('澳門')
    expect(countryName('GB', 'en')).toBe('United Kingdom')
    expect(countryName('US', 'de')).toBe('Vereinigte Staaten')
    expect(countryName('AA', 'en')).toBeNull()
  })

  it('tells the build every name a page shows, and a page hydrates with the names it was built with', () => {
    const heard: Record<string, string> = {}
    recordCountryNames((code, name) => {
      heard[code] = name
    })
    countryName('JP', 'de')
    countryName('FK', 'de')
    expect(heard).toEqual({ JP: 'Japan', FK: countryName('FK', 'de') })

    seedCountryNames('tr', { FK: 'Falkland Adaları (Malvinas Adaları)' })
    expect(countryName('FK', 'tr')).toBe('Falkland Adaları (Malvinas Adaları)')
    expect(countryOptions('tr').find((option) => option.code === 'FK')?.name).toBe(
      'Falkland Adaları (Malvinas Adaları)',
    )
    expect(countryName('FK', 'de')).not.toContain('Malvinas Adaları')
  })
})

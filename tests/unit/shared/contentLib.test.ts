import { describe, expect, it } from 'vitest'
import { findMatches, foldForSearch, matchesQuery } from '../../../src/shared/lib/textSearch'
import { countryOptions, isCountryCode } from '../../../src/shared/lib/countries'
import {
  normaliseWebsite,
  partnershipProblem,
  partnershipProblems,
} from '../../../src/shared/lib/partnershipRules'

describe('text search', () => {
  it('folds case, width and the Turkish i', () => {
    expect(foldForSearch('ＥＳＩＭ')).toBe('esim')
    expect(matchesQuery('İade politikası', 'iade')).toBe(true)
    expect(matchesQuery('ICCID numarası', 'ıccıd')).toBe(true)
    expect(matchesQuery('Hotspot', '  HOTSPOT  ')).toBe(true)
    expect(matchesQuery('anything', '   ')).toBe(false)
  })
  it('finds every occurrence as ranges of the original text', () => {
    const text = 'Top up by ICCID. The iccid starts with 89.'
    expect(findMatches(text, 'ICCID').map(({ start, end }) => text.slice(start, end))).toEqual([
      'ICCID',
      'iccid',
    ])
    const wide = 'eSIMとＥＳＩＭ'
    expect(findMatches(wide, 'esim').map(({ start, end }) => wide.slice(start, end))).toEqual([
      'eSIM',
      'ＥＳＩＭ',
    ])
    expect(findMatches('İade', 'iade')).toEqual([{ start: 0, end: 4 }])
  })

  it('finds a CJK phrase across the marks where its lines may break', () => {
    const marked = '未インストールなら全額\u200b返金します'
    expect(matchesQuery(marked, '全額返金')).toBe(true)
    expect(findMatches(marked, '全額返金')).toEqual([{ start: 9, end: 14 }])
  })
})

describe('countries', () => {
  it('names countries in the visitor’s language, sorted for that language', () => {
    const german = countryOptions('de')
    expect(german.find((country) => country.code === 'DE')?.name).toBe('Deutschland')
    expect(countryOptions('ja').find((country) => country.code === 'JP')?.name).toBe('日本')
    const names = german.map((country) => country.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare))
    expect(isCountryCode('AT')).toBe(true)
    expect(isCountryCode('XX')).toBe(false)
  })
})

describe('partnership rules', () => {
  const valid = {
    name: 'Mia',
    company: 'Wanderlust',
    email: 'mia@wanderlust.com',
    country: 'AT',
    website: '',
    monthlyTravellers: '1K_10K',
    message: 'We would like to work with you.',
  }
  it('accepts a complete enquiry with or without a website', () => {
    expect(partnershipProblems(valid)).toEqual({})
    expect(partnershipProblems({ ...valid, website: 'blog.example.org/trips' })).toEqual({})
  })
  it('names each problem', () => {
    expect(partnershipProblems({})).toEqual({
      name: 'required',
      company: 'required',
      email: 'required',
      country: 'required',
      monthlyTravellers: 'required',
      message: 'required',
    })
    expect(partnershipProblem('email', { email: 'mia@' })).toBe('invalid')
    expect(partnershipProblem('country', { country: 'Austria' })).toBe('invalid')
    expect(partnershipProblem('website', { website: 'not a site' })).toBe('invalid')
    expect(partnershipProblem('website', { website: 'ftp://files.example.com' })).toBe('invalid')
    expect(partnershipProblem('website', { website: 'localhost' })).toBe('invalid')
    expect(partnershipProblem('monthlyTravellers', { monthlyTravellers: 'LOTS' })).toBe('invalid')
    expect(partnershipProblem('message', { message: '  nineteen chars....  ' })).toBe('tooShort')
    expect(partnershipProblem('name', { name: 'x'.repeat(101) })).toBe('tooLong')
    expect(partnershipProblem('message', { message: 42 })).toBe('required')
  })
  it('adds https to a website typed without its scheme', () => {
    expect(normaliseWebsite(' yourblog.com ')).toBe('https://yourblog.com')
    expect(normaliseWebsite('http://yourblog.com')).toBe('http://yourblog.com')
    expect(normaliseWebsite('   ')).toBe('')
  })
})

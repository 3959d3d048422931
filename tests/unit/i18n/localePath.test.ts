import { describe, expect, it } from 'vitest'
import {
  localePath,
  parseRouteName,
  routeName,
  splitLocale,
  switchLocalePath,
} from '../../../src/i18n/localePath'
import { isLocaleCode, matchBrowserLocale } from '../../../src/i18n/locales'

describe('locale paths', () => {
  it('gives English no prefix and the others theirs', () => {
    expect(localePath('/', 'en')).toBe('/')
    expect(localePath('/faq', 'en')).toBe('/faq')
    expect(localePath('/', 'ja')).toBe('/ja')
    expect(localePath('login', 'zh-HK')).toBe('/zh-HK/login')
  })
  it('splits a pathname into locale and rest', () => {
    expect(splitLocale('/ja/japan/x')).toEqual({ locale: 'ja', rest: '/japan/x' })
    expect(splitLocale('/ja')).toEqual({ locale: 'ja', rest: '/' })
    expect(splitLocale('/en/faq')).toEqual({ locale: 'en', rest: '/en/faq' })
    expect(splitLocale('/fr/faq')).toEqual({ locale: 'en', rest: '/fr/faq' })
  })
  it('switches the language of a path', () => {
    expect(switchLocalePath('/de/orders', 'en')).toBe('/orders')
    expect(switchLocalePath('/orders', 'tr')).toBe('/tr/orders')
  })
  it('names routes with a triple underscore and reads them back', () => {
    expect(routeName('index', 'zh-CN')).toBe('index___zh-CN')
    expect(parseRouteName('index___zh-CN')).toEqual({ name: 'index', locale: 'zh-CN' })
    expect(parseRouteName('index___fr')).toBeNull()
  })
  it('recognises only the seven locales', () => {
    expect(['en', 'ja', 'de', 'es', 'tr', 'zh-CN', 'zh-HK'].every(isLocaleCode)).toBe(true)
    expect(isLocaleCode('fr')).toBe(false)
    expect(isLocaleCode('zh-cn')).toBe(false)
  })
})

describe('browser language', () => {
  it('matches exact tags, then the language, with Traditional Chinese for HK, TW and MO', () => {
    expect(matchBrowserLocale(['ja-JP', 'en'])).toBe('ja')
    expect(matchBrowserLocale(['fr-FR', 'de-AT'])).toBe('de')
    expect(matchBrowserLocale(['zh-TW'])).toBe('zh-HK')
    expect(matchBrowserLocale(['zh-Hant'])).toBe('zh-HK')
    expect(matchBrowserLocale(['zh'])).toBe('zh-CN')
    expect(matchBrowserLocale(['fr', 'it'])).toBeNull()
  })
})

/** Supported languages (SPEC 2.1, 3.2 Locale: code, name, iso, file). English has no prefix. */
export interface LocaleInfo {
  code: LocaleCode
  /** The language's own name, as its speakers write it. */
  name: string
  iso: string
  file: string
}

export const LOCALE_CODES = ['en', 'ja', 'de', 'es', 'tr', 'zh-CN', 'zh-HK'] as const
export type LocaleCode = (typeof LOCALE_CODES)[number]
export const DEFAULT_LOCALE: LocaleCode = 'en'

export const LOCALES: readonly LocaleInfo[] = [
  { code: 'en', name: 'English', iso: 'en-US', file: 'en' },
  { code: 'ja', name: '日本語', iso: 'ja-JP', file: 'ja' },
  { code: 'de', name: 'Deutsch', iso: 'de-DE', file: 'de' },
  { code: 'es', name: 'Español', iso: 'es-ES', file: 'es' },
  { code: 'tr', name: 'Türkçe', iso: 'tr-TR', file: 'tr' },
  { code: 'zh-CN', name: '简体中文', iso: 'zh-CN', file: 'zh-CN' },
  { code: 'zh-HK', name: '繁體中文（香港）', iso: 'zh-HK', file: 'zh-HK' },
]

/** Namespaces of the message files under locales/<lng>/. */
export const NAMESPACES = [
  'common',
  'areas',
  'home',
  'plan',
  'account',
  'content',
  'faq',
  'legal',
  'orders',
  'wallet',
  'checkout',
] as const

/**
 * What every page has from its first render: the common messages and the destinations' names and
 * grammatical forms (`areas`, decision 038), which any page that names a place needs at once.
 */
export const START_NAMESPACES = ['common', 'areas'] as const

/** The ISO language tag for Intl, <html lang> and structured data: ja -> ja-JP. */
export function localeIso(code: LocaleCode): string {
  return LOCALES.find((info) => info.code === code)?.iso ?? 'en-US'
}

export function isLocaleCode(value: string | undefined): value is LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(value ?? '')
}

/**
 * Picks a supported locale from the browser's languages: exact match first, then the
 * language part (zh-TW and zh-MO read Traditional Chinese, the rest of zh Simplified).
 */
export function matchBrowserLocale(languages: readonly string[]): LocaleCode | null {
  for (const raw of languages) {
    const tag = raw.trim()
    const exact = LOCALE_CODES.find((code) => code.toLowerCase() === tag.toLowerCase())
    if (exact) return exact
    const [language, region] = tag.toLowerCase().split('-')
    if (language === 'zh') {
      return region === 'hk' || region === 'tw' || region === 'mo' || tag.includes('Hant')
        ? 'zh-HK'
        : 'zh-CN'
    }
    const byLanguage = LOCALE_CODES.find((code) => code === language)
    if (byLanguage) return byLanguage
  }
  return null
}

import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LOCALE_CODES, NAMESPACES, START_NAMESPACES, type LocaleCode } from './locales'
import { lazyHttpBackend } from './lazyHttpBackend'
import { withWordBreaks } from '../shared/lib/wordBreaks'
import { RULE_VALUES } from '../api/contract/storeRules'

/**
 * Only the current language's files are fetched: no fallback language, because a test keeps
 * every locale's key set equal to English, so a fallback would only cost a request.
 */
export async function initI18n(
  locale: LocaleCode,
  basePath = '/',
  /** Messages already at hand (a pre-rendered page carries its namespaces): no fetch for them. */
  preloaded?: Record<string, Record<string, unknown>>,
): Promise<I18n> {
  const instance = i18next.createInstance()
  await instance
    .use(lazyHttpBackend())
    .use(initReactI18next)
    .init({
      lng: locale,
      supportedLngs: [...LOCALE_CODES],
      fallbackLng: false,
      load: 'currentOnly',
      ns: [...new Set([...START_NAMESPACES, ...Object.keys(preloaded ?? {})])],
      ...(preloaded ? { resources: { [locale]: preloaded }, partialBundledLanguages: true } : {}),
      defaultNS: 'common',
      interpolation: interpolationFor(instance),
      backend: { loadPath: `${basePath}locales/{{lng}}/{{ns}}.json` },
      react: { useSuspense: true },
      returnNull: false,
    })
  return instance
}

/**
 * React escapes; what a value put into a message needs is where its lines may break, as the
 * message's own words carry them (a country's name in a Chinese heading, decision 037). The
 * build's renderer (src/entry-server.tsx) and the browser use the same. Every message may quote
 * a store rule by its placeholder (`{{refundDays}}`): the figure comes from STORE_RULES.
 */
export function interpolationFor(instance: I18n) {
  return {
    escapeValue: true,
    escape: (value: string) => withWordBreaks(value, instance.language),
    defaultVariables: RULE_VALUES,
  }
}

export { NAMESPACES }

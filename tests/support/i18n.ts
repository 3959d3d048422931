import fs from 'node:fs'
import path from 'node:path'
import i18next, { type i18n as I18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LOCALE_CODES, type LocaleCode } from '../../src/i18n/locales'
import { RULE_VALUES } from '../../src/api/contract/storeRules'

const LOCALES_DIR = path.join(import.meta.dirname, '../../locales')

/** Every message file read from disk once: tests need no HTTP for i18n. */
export function loadAllResources(): Resource {
  const resources: Resource = {}
  for (const lng of LOCALE_CODES) {
    const dir = path.join(LOCALES_DIR, lng)
    if (!fs.existsSync(dir)) continue
    resources[lng] = Object.fromEntries(
      fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [
          file.replace('.json', ''),
          JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')),
        ]),
    )
  }
  return resources
}

const resources = loadAllResources()

export async function createTestI18n(lng: LocaleCode = 'en'): Promise<I18n> {
  const instance = i18next.createInstance()
  await instance.use(initReactI18next).init({
    lng,
    resources,
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false, defaultVariables: RULE_VALUES },
    react: { useSuspense: false },
  })
  return instance
}

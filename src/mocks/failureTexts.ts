import type { ErrorCode } from '../api/contract/envelope'
import type { ContentLang } from './db/seedContent'

/**
 * The shape of the mock's refusals (src/mocks/failures.ts): each failure is one entry, its
 * documented code and its msg in every store language. Kept apart from failures.ts so the
 * domain tables under db/messages/ can use it without an import cycle.
 */
export type Texts = Readonly<Record<ContentLang, string>>

export interface Failure {
  readonly code: ErrorCode
  readonly text: Texts
}

/** A limit as each language writes numbers (de 1.000, es 1000, ja 1,000); English as before. */
export function numberIn(value: number): Texts {
  const as = (locale: string) => new Intl.NumberFormat(locale).format(value)
  return {
    en: as('en'),
    ja: as('ja'),
    de: as('de'),
    es: as('es'),
    tr: as('tr'),
    'zh-CN': as('zh-CN'),
    'zh-HK': as('zh-HK'),
  }
}

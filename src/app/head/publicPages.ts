import { LOCALE_CODES } from '../../i18n/locales'
import { localePath } from '../../i18n/localePath'

/**
 * Route names (src/app/router/pages.ts) of the pages meant for search engines: the shop window
 * and the content pages. Account, checkout and result pages are per visitor and stay out, and so
 * do the pages that name the operator of config.json (privacy policy, withdrawal, legal notice),
 * which a build can't know, and the withdrawal function.
 */
export const PUBLIC_PAGE_NAMES: ReadonlySet<string> = new Set([
  'index',
  'area',
  'area-dataplan',
  'faq',
  'how-it-works',
  'about',
  'agreement',
  'partnership',
  'esim-call-text',
  'esim-call-text-dataplan',
  'esim-christmas-discount',
])

export function isPublicPage(routeName: string): boolean {
  return PUBLIC_PAGE_NAMES.has(routeName)
}

interface PageRow {
  name: string
  path: string
}

/** Locale-free paths of the public pages that have no parameters: `/`, `/faq-roamwise-esim`... */
export function staticPublicPaths(pages: readonly PageRow[], productSlug: string): string[] {
  return pages
    .filter((page) => isPublicPage(page.name) && !page.path.includes(':'))
    .map((page) => `/${page.path.replaceAll('{slug}', productSlug)}`)
}

/** Every language's copy of each locale-free path, English first. */
export function localizedPaths(paths: readonly string[]): string[] {
  return paths.flatMap((path) => LOCALE_CODES.map((locale) => localePath(path, locale)))
}

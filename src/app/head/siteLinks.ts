import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../../i18n/locales'
import { localePath, splitLocale } from '../../i18n/localePath'
import { absoluteUrl } from '../../shared/lib/siteUrl'

export { absoluteUrl }

export interface AlternateLink {
  /** A BCP 47 tag as search engines read it, or `x-default` for visitors of any other language. */
  hreflang: string
  href: string
}

/** The one URL of a page: its path without query, hash or trailing slash (SPEC 2.1). */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return absoluteUrl(siteUrl, clean || '/')
}

/**
 * The same page in every language plus x-default (the unprefixed English page, which is also
 * where the root sends visitors whose language we do not have).
 */
export function alternateLinks(siteUrl: string, pathname: string): AlternateLink[] {
  const { rest } = splitLocale(pathname)
  const links: AlternateLink[] = LOCALE_CODES.map((locale: LocaleCode) => ({
    hreflang: locale,
    href: canonicalUrl(siteUrl, localePath(rest, locale)),
  }))
  links.push({
    hreflang: 'x-default',
    href: canonicalUrl(siteUrl, localePath(rest, DEFAULT_LOCALE)),
  })
  return links
}

import { LOCALES, localeIso, type LocaleCode } from '../../i18n/locales'
import type { AlternateLink } from './siteLinks'
import { scriptSafeJson } from '../../shared/ui/headCollector'

/** A picture for link previews (Open Graph and Twitter cards). */
export interface ShareImage {
  url: string
  width: number
  height: number
  alt: string
}

/** Everything a pre-rendered page writes into its `<head>` besides the app's own assets. */
export interface PageHead {
  title: string
  description: string
  locale: LocaleCode
  siteName: string
  /** Absent on pages search engines are not meant to list (no canonical, no alternates). */
  canonical?: string
  alternates?: readonly AlternateLink[]
  /** The not-found page: no page for search engines (the app owns the tag, like the links). */
  noindex?: boolean
  image?: ShareImage
  /** Serialised JSON-LD blocks by id (useJsonLd), already safe inside a script element. */
  jsonLd: ReadonlyMap<string, string>
}

const escapeAttribute = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** Open Graph writes a locale as language_TERRITORY (ja_JP), not as a BCP 47 tag. */
export function openGraphLocale(locale: LocaleCode): string {
  const iso = localeIso(locale)
  return iso.replace('-', '_')
}

/**
 * The head tags of a page, as HTML. Canonical and alternate links carry `data-rw-head`, the
 * mark applyHeadLinks() owns, so the app takes them over after hydration without rewriting them.
 */
export function headHtml(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`
  const tags = [
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', head.description),
  ]
  if (head.noindex) tags.push('<meta name="robots" content="noindex" data-rw-head="">')
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeAttribute(head.canonical)}" data-rw-head="">`)
    for (const link of head.alternates ?? []) {
      tags.push(
        `<link rel="alternate" hreflang="${escapeAttribute(link.hreflang)}" href="${escapeAttribute(link.href)}" data-rw-head="">`,
      )
    }
  }
  tags.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', openGraphLocale(head.locale)),
  )
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical))
  for (const info of LOCALES) {
    if (info.code !== head.locale)
      tags.push(meta('property', 'og:locale:alternate', openGraphLocale(info.code)))
  }
  const image = head.image
  if (image) {
    tags.push(
      meta('property', 'og:image', image.url),
      meta('property', 'og:image:width', String(image.width)),
      meta('property', 'og:image:height', String(image.height)),
      meta('property', 'og:image:alt', image.alt),
    )
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  )
  if (image) {
    tags.push(
      meta('name', 'twitter:image', image.url),
      meta('name', 'twitter:image:alt', image.alt),
    )
  }
  for (const [id, json] of head.jsonLd) {
    tags.push(
      `<script type="application/ld+json" data-json-ld="${escapeAttribute(id)}">${json}</script>`,
    )
  }
  return tags.join('')
}

/**
 * The page's JSON-LD with its share card as every Product's `image` (Google's merchant listings
 * need one), placed after `url` as the app's own planProduct() places it: the app names the same
 * card once it runs (shared/lib/shareImage.ts). The card is drawn after the page is rendered, so
 * the build adds it here.
 */
export function withProductImage(
  jsonLd: ReadonlyMap<string, string>,
  imageUrl: string,
): Map<string, string> {
  const result = new Map<string, string>()
  for (const [id, text] of jsonLd) {
    const data = JSON.parse(text) as Record<string, unknown>
    if (data['@type'] !== 'Product' || 'image' in data) {
      result.set(id, text)
      continue
    }
    const entries = Object.entries(data).flatMap(([key, value]) =>
      key === 'url'
        ? [[key, value] as const, ['image', imageUrl] as const]
        : [[key, value] as const],
    )
    result.set(id, scriptSafeJson(JSON.stringify(Object.fromEntries(entries))))
  }
  return result
}

import { alternateLinks, canonicalUrl } from './siteLinks'

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')

const URLSET_HEAD = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
].join('\n')
const URLSET_TAIL = '</urlset>\n'

function urlEntry(siteUrl: string, path: string): string {
  const alternates = alternateLinks(siteUrl, path)
    .map(
      (link) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
    )
    .join('\n')
  return `  <url>\n    <loc>${escapeXml(canonicalUrl(siteUrl, path))}</loc>\n${alternates}\n  </url>`
}

/**
 * sitemap.xml for the given site paths, each with its language alternates (xhtml:link), the
 * form Google documents for multilingual sites.
 */
export function buildSitemap(siteUrl: string, paths: readonly string[]): string {
  return [
    URLSET_HEAD,
    ...[...new Set(paths)].map((path) => urlEntry(siteUrl, path)),
    URLSET_TAIL,
  ].join('\n')
}

/** What one sitemap file may hold (sitemaps.org: 50,000 URLs and 50 MB uncompressed). */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 }

export interface SitemapFile {
  /** The file's name at the site root. */
  name: string
  xml: string
}

/**
 * The site's sitemaps: one `sitemap.xml` while the paths fit its limits; past them,
 * `sitemap-1.xml`, `sitemap-2.xml`... and a `sitemap.xml` that is their index, so robots.txt
 * names one file whatever the catalogue's size.
 */
export function buildSitemapFiles(
  siteUrl: string,
  paths: readonly string[],
  limits: { urls: number; bytes: number } = SITEMAP_LIMITS,
): SitemapFile[] {
  const encoder = new TextEncoder()
  const size = (text: string) => encoder.encode(text).length
  const frame = size(URLSET_HEAD) + size(URLSET_TAIL) + 2
  const chunks: string[][] = [[]]
  let bytes = frame
  for (const path of new Set(paths)) {
    const entry = urlEntry(siteUrl, path)
    const entryBytes = size(entry) + 1
    const current = chunks[chunks.length - 1]!
    if (
      current.length > 0 &&
      (current.length >= limits.urls || bytes + entryBytes > limits.bytes)
    ) {
      chunks.push([])
      bytes = frame
    }
    chunks[chunks.length - 1]!.push(entry)
    bytes += entryBytes
  }
  const urlset = (entries: string[]) => [URLSET_HEAD, ...entries, URLSET_TAIL].join('\n')
  if (chunks.length === 1) return [{ name: 'sitemap.xml', xml: urlset(chunks[0]!) }]
  const parts = chunks.map((entries, index) => ({
    name: `sitemap-${index + 1}.xml`,
    xml: urlset(entries),
  }))
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map(
      (part) =>
        `  <sitemap>\n    <loc>${escapeXml(canonicalUrl(siteUrl, `/${part.name}`))}</loc>\n  </sitemap>`,
    ),
    '</sitemapindex>\n',
  ].join('\n')
  return [{ name: 'sitemap.xml', xml: index }, ...parts]
}

/** robots.txt: the public robots rules with the sitemap's absolute URL appended. */
export function buildRobots(baseRobots: string, siteUrl: string): string {
  const kept = baseRobots
    .split('\n')
    .filter((line) => !/^\s*sitemap\s*:/i.test(line))
    .join('\n')
    .trimEnd()
  return `${kept}\n\nSitemap: ${canonicalUrl(siteUrl, '/sitemap.xml')}\n`
}

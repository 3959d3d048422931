import { alternateLinks, canonicalUrl } from './siteLinks'

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')

/**
 * sitemap.xml for the given site paths, each with its language alternates (xhtml:link), the
 * form Google documents for multilingual sites. One sitemap holds at most 50,000 URLs.
 */
export function buildSitemap(siteUrl: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)].map((path) => {
    const alternates = alternateLinks(siteUrl, path)
      .map(
        (link) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
      )
      .join('\n')
    return `  <url>\n    <loc>${escapeXml(canonicalUrl(siteUrl, path))}</loc>\n${alternates}\n  </url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
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

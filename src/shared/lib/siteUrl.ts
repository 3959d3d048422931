/** An absolute URL of a site path: `https://www.roamwise.example` + `/ja/faq` (no trailing slash). */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, '')
  return path === '/' ? `${origin}/` : `${origin}${path}`
}

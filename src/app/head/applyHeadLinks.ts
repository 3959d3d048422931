import type { AlternateLink } from './siteLinks'

/** Marks the elements this module owns, so it never touches links written by anyone else. */
const OWNER_ATTRIBUTE = 'data-rw-head'

export interface HeadLinks {
  canonical: string
  alternates: readonly AlternateLink[]
}

function owned(head: HTMLHeadElement): HTMLLinkElement[] {
  return [...head.querySelectorAll<HTMLLinkElement>(`link[${OWNER_ATTRIBUTE}]`)]
}

function sameLinks(existing: HTMLLinkElement[], wanted: HeadLinks): boolean {
  const describe = (rel: string, href: string, hreflang = '') => `${rel} ${hreflang} ${href}`
  const have = existing.map((link) =>
    describe(link.rel, link.getAttribute('href') ?? '', link.hreflang),
  )
  const want = [
    describe('canonical', wanted.canonical),
    ...wanted.alternates.map((link) => describe('alternate', link.href, link.hreflang)),
  ]
  return have.length === want.length && have.every((item, index) => item === want[index])
}

/**
 * Adds or removes `<meta name="robots" content="noindex">`: a not-found screen is no page for a
 * search engine, whatever its address (the static 404 pages carry the same tag).
 */
export function applyNoindex(head: HTMLHeadElement, noindex: boolean): void {
  const existing = head.querySelector(`meta[name="robots"][${OWNER_ATTRIBUTE}]`)
  if (!noindex) {
    existing?.remove()
    return
  }
  if (existing) return
  const meta = head.ownerDocument.createElement('meta')
  meta.name = 'robots'
  meta.content = 'noindex'
  meta.setAttribute(OWNER_ATTRIBUTE, '')
  head.appendChild(meta)
}

/**
 * Writes `<link rel="canonical">` and one `<link rel="alternate" hreflang>` per language into
 * the head, replacing the previous page's. `null` removes them (pages that are not public).
 * A pre-rendered page already carries the same links, so hydration leaves the head as it is.
 */
export function applyHeadLinks(head: HTMLHeadElement, links: HeadLinks | null): void {
  const existing = owned(head)
  if (links && sameLinks(existing, links)) return
  for (const link of existing) link.remove()
  if (!links) return
  const create = (rel: string, href: string, hreflang?: string) => {
    const link = head.ownerDocument.createElement('link')
    link.rel = rel
    if (hreflang) link.hreflang = hreflang
    link.href = href
    link.setAttribute(OWNER_ATTRIBUTE, '')
    head.appendChild(link)
  }
  create('canonical', links.canonical)
  for (const alternate of links.alternates) create('alternate', alternate.href, alternate.hreflang)
}

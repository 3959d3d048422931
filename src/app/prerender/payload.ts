import type { RootState } from '../store'

/** The id of the `<script type="application/json">` a pre-rendered page carries its data in. */
export const PAYLOAD_ELEMENT_ID = 'rw-prerender'

/** What the build saw when it rendered a page, so the client's first render is the same. */
export interface PrerenderPayload {
  /** The path the HTML was rendered for; a host that serves it for another path gets a fresh render. */
  path: string
  locale: string
  state: RootState
  /** The loaded message namespaces of the page's language: `{ common: {...}, plan: {...} }`. */
  messages: Record<string, Record<string, unknown>>
  /** The country names the page shows, as the build's Intl wrote them (shared/lib/countries.ts). */
  countryNames?: Record<string, string>
  /** The prices, numbers and dates the page shows, as the build's Intl wrote them (intlText.ts). */
  intlText?: Record<string, string>
  /** The order of the names the page sorts, as the build's Intl gave it (shared/lib/collation.ts). */
  nameRanks?: Record<string, number>
  /** The absolute URL of the page's share card (shared/lib/shareImage.ts). */
  shareImage?: string
}

/**
 * JSON that is safe inside a `<script>` element: `<` cannot open `</script>` or `<!--`, and the
 * two line separators JavaScript once treated as line ends are escaped too.
 */
export function serializePayload(payload: PrerenderPayload): string {
  return JSON.stringify(payload)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')
}

/** The page's payload when it was rendered for `pathname`, else null (render from scratch). */
export function readPayload(doc: Document, pathname: string): PrerenderPayload | null {
  const element = doc.getElementById(PAYLOAD_ELEMENT_ID)
  if (!element?.textContent) return null
  try {
    const payload = JSON.parse(element.textContent) as PrerenderPayload
    if (payload.path !== pathname || !payload.state || !payload.messages) return null
    return payload
  } catch {
    return null
  }
}

let hydrating = false

/** True while the app starts on top of pre-rendered HTML (set once by the bootstrap). */
export function startsFromPrerenderedHtml(): boolean {
  return hydrating
}

export function markHydrationStart(): void {
  hydrating = true
}

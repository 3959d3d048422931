import { useEffect } from 'react'

/**
 * Structured data for search engines (schema.org JSON-LD) while the page is shown: one
 * `<script type="application/ld+json">` in document.head, replaced when the data changes and
 * removed when the page leaves. `id` keeps two pages' scripts apart. Null renders nothing.
 */
export function useJsonLd(id: string, data: object | null): void {
  const json = data ? JSON.stringify(data) : ''
  useEffect(() => {
    if (!json) return
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.dataset.jsonLd = id
    // textContent is never parsed as HTML, and `<` is escaped so the text cannot close the tag.
    script.textContent = json.replace(/</g, '\\u003c')
    document.head.appendChild(script)
    return () => script.remove()
  }, [id, json])
}

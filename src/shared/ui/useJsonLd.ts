import { useEffect } from 'react'
import { scriptSafeJson, useHeadCollector } from './headCollector'
import { withoutWordBreaks } from '../lib/wordBreaks'

/**
 * Structured data for search engines (schema.org JSON-LD) while the page is shown: one
 * `<script type="application/ld+json" data-json-ld={id}>` in document.head, replaced when the
 * data changes and removed when the page leaves. The build writes the same element into the
 * page's HTML; the effect takes that one over instead of adding a second. Null renders nothing.
 */
export function useJsonLd(id: string, data: object | null): void {
  const json = data ? withoutWordBreaks(JSON.stringify(data)) : ''
  const collector = useHeadCollector()
  if (json) collector?.setJsonLd(id, scriptSafeJson(json))
  useEffect(() => {
    if (!json) return
    const rendered = [
      ...document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]'),
    ].find((element) => element.dataset.jsonLd === id)
    const script = rendered ?? document.createElement('script')
    script.type = 'application/ld+json'
    script.dataset.jsonLd = id
    // textContent is never parsed as HTML, and `<` is escaped so the text cannot close the tag.
    script.textContent = scriptSafeJson(json)
    if (!script.isConnected) document.head.appendChild(script)
    return () => script.remove()
  }, [id, json])
}

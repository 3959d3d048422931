import { useEffect } from 'react'
import { useHeadCollector } from './headCollector'
import { withoutWordBreaks } from '../lib/wordBreaks'

/**
 * Sets `<meta name="description">` for the page, and puts back what was there when the page
 * leaves, so a page without its own description never keeps the previous page's. An empty text
 * (a page still loading) leaves the current description alone rather than blanking it.
 */
export function useMetaDescription(text: string): void {
  const content = withoutWordBreaks(text)
  const collector = useHeadCollector()
  if (content) collector?.setDescription(content)
  useEffect(() => {
    if (!content) return
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.appendChild(meta)
    }
    const previous = meta.content
    meta.content = content
    return () => {
      meta.content = previous
    }
  }, [content])
}

import { useEffect } from 'react'
import { useHeadCollector } from './headCollector'
import { withoutWordBreaks } from '../lib/wordBreaks'

/** Sets the document title as "<page> | <product>" (or the product alone). */
export function usePageTitle(title: string, product: string): void {
  const full = withoutWordBreaks(title && title !== product ? `${title} | ${product}` : product)
  const collector = useHeadCollector()
  collector?.setTitle(full)
  useEffect(() => {
    document.title = full
  }, [full])
}

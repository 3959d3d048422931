import { useEffect } from 'react'
import { useHeadCollector } from './headCollector'

/** Sets the document title as "<page> | <product>" (or the product alone). */
export function usePageTitle(title: string, product: string): void {
  const full = title && title !== product ? `${title} | ${product}` : product
  const collector = useHeadCollector()
  collector?.setTitle(full)
  useEffect(() => {
    document.title = full
  }, [full])
}

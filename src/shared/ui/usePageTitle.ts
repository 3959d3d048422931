import { useEffect } from 'react'

/** Sets the document title as "<page> | <product>" (or the product alone). */
export function usePageTitle(title: string, product: string): void {
  useEffect(() => {
    document.title = title && title !== product ? `${title} | ${product}` : product
  }, [title, product])
}

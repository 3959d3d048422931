import { useEffect, useState } from 'react'
import { LAYOUT_LOADING_MS } from '../../config/constants'

/** True for the first ~500 ms of a visit (SPEC 2.5). */
export function useInitialLoading(): boolean {
  const [loading, setLoading] = useState(true)
  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), LAYOUT_LOADING_MS)
    return () => window.clearTimeout(timer)
  }, [])
  return loading
}

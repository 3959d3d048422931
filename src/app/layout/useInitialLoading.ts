import { useEffect, useState } from 'react'
import { LAYOUT_LOADING_MS } from '../../config/constants'
import { startsFromPrerenderedHtml } from '../prerender/payload'

/**
 * True for the first ~500 ms of a visit (SPEC 2.5). A pre-rendered page arrives with its content,
 * so it has no loading phase (and its HTML, saved after the phase, has no loading bar to match).
 */
export function useInitialLoading(): boolean {
  const [loading, setLoading] = useState(() => !startsFromPrerenderedHtml())
  useEffect(() => {
    if (!loading) return
    const timer = window.setTimeout(() => setLoading(false), LAYOUT_LOADING_MS)
    return () => window.clearTimeout(timer)
  }, [loading])
  return loading
}

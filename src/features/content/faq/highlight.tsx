import type { ReactNode } from 'react'
import { findMatches } from '../../../shared/lib/textSearch'

/** The text with every occurrence of the query wrapped in <mark>. */
export function highlight(text: string, query: string): ReactNode {
  const ranges = findMatches(text, query)
  if (ranges.length === 0) return text
  const pieces: ReactNode[] = []
  let at = 0
  for (const { start, end } of ranges) {
    if (start > at) pieces.push(text.slice(at, start))
    pieces.push(<mark key={start}>{text.slice(start, end)}</mark>)
    at = end
  }
  if (at < text.length) pieces.push(text.slice(at))
  return pieces
}

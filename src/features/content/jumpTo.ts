import type { MouseEvent } from 'react'

/**
 * In-page links (tables of contents): scroll to the heading and move focus there, so keyboard
 * and screen-reader users land where sighted users look. The URL is left alone: a hash change
 * would be taken by the router for a navigation.
 */
export function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id)
  if (!target) return
  event.preventDefault()
  target.scrollIntoView?.({ block: 'start' })
  target.focus({ preventScroll: true })
}

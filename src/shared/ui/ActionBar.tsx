import type { ReactNode } from 'react'
import './actionBar.css'

/**
 * A page's main action (Buy now, Pay). On a phone it stays on the bottom edge of the screen,
 * with an optional one-line summary of what it buys, so it is in reach without scrolling past
 * the facts above it; on wider screens it sits where it is written.
 */
export function ActionBar({ summary, children }: { summary?: ReactNode; children: ReactNode }) {
  return (
    <div className="action-bar">
      {summary && <p className="action-bar__summary">{summary}</p>}
      <div className="action-bar__actions">{children}</div>
    </div>
  )
}

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useOverlayPresence } from './overlayPresence'

export interface DisclosureMenuProps {
  /** The button's visible content. */
  button: ReactNode
  /** Accessible name of the button, already translated. */
  label: string
  className?: string
  /** Render prop gets `close` so a chosen item can fold the menu. */
  children: (close: () => void) => ReactNode
}

/**
 * A disclosure menu of links (WAI-ARIA disclosure navigation): a button toggles the panel,
 * Escape or a click outside closes it, and focus returns to the button.
 */
export function DisclosureMenu({ button, label, className, children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false)
  useOverlayPresence(open)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <div ref={rootRef} className={`ui-disclosure ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="ui-disclosure__button pill"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        title={label}
        onClick={() => setOpen((value) => !value)}
      >
        {button}
      </button>
      <div id={panelId} className="ui-disclosure__panel" hidden={!open}>
        {children(() => setOpen(false))}
      </div>
    </div>
  )
}

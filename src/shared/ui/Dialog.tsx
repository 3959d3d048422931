import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useFocusTrap } from './useFocusTrap'
import { useOverlayPresence } from './overlayPresence'
import './Dialog.css'
import X from 'lucide-react/icons/x'

export interface DialogProps {
  open: boolean
  title: string
  onClose: () => void
  /** Label of the close button, already translated. */
  closeLabel: string
  children: ReactNode
  /** 'narrow' is 400 px, 'default' 710 px (SPEC 2.5). */
  size?: 'narrow' | 'default'
  /** A bottom sheet of 77% height instead of a centred modal (narrow screens). */
  sheet?: boolean
  /** Hides the visible heading while keeping it as the dialog's accessible name. */
  hideTitle?: boolean
}

/** A modal dialog: focus trapped inside, Escape and the backdrop close it, focus returns after. */
export function Dialog({
  open,
  title,
  onClose,
  closeLabel,
  children,
  size = 'narrow',
  sheet = false,
  hideTitle = false,
}: DialogProps) {
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  useFocusTrap(panelRef, open, onClose)
  useOverlayPresence(open)

  useEffect(() => {
    if (!open) return
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [open])

  if (!open) return null
  return createPortal(
    <div
      className="ui-dialog__backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`ui-dialog ui-dialog--${size}${sheet ? ' ui-dialog--sheet' : ''}`}
      >
        <div className="ui-dialog__header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'ui-dialog__title'}>
            {title}
          </h2>
          <button
            type="button"
            className="ui-dialog__close"
            aria-label={closeLabel}
            title={closeLabel}
            onClick={onClose}
          >
            <X size={20} />
          </button>
        </div>
        <div className="ui-dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  )
}

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import './SelectMenu.css'
import { useOverlayPresence } from './overlayPresence'

export interface SelectOption {
  value: string
  label: string
  detail?: string
}

export interface SelectMenuProps {
  /** Accessible name of the button and the list, already translated. */
  label: string
  /**
   * The choices, or a function that makes them, called only while the list is open: naming
   * them may be costly (the first Intl.DisplayNames loads ICU data, ~25 ms on a laptop, 200 ms
   * on a budget phone), and a closed menu shows only the button.
   */
  options: readonly SelectOption[] | (() => readonly SelectOption[])
  value: string
  onChange: (value: string) => void
  /** What the closed button shows (and names it after its label); required with lazy options. */
  buttonText: string
}

/**
 * A button that opens a listbox (WAI-ARIA listbox pattern): arrows, Home/End and typing a
 * letter move, Enter or Space choose, Escape closes and focus goes back to the button.
 */
export function SelectMenu({
  label,
  options: given,
  value,
  onChange,
  buttonText,
}: SelectMenuProps) {
  const [open, setOpen] = useState(false)
  const options = useMemo(
    () => (typeof given !== 'function' ? given : open ? given() : []),
    [given, open],
  )
  useOverlayPresence(open)
  // The option that has focus in the open list; null: the selected one.
  const [focused, setFocused] = useState<number | null>(null)
  const listId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  )
  const active = focused ?? selectedIndex

  useEffect(() => {
    if (!open) return
    listRef.current?.querySelectorAll<HTMLElement>('[role="option"]')[active]?.focus()
  }, [open, active])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!listRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const openList = () => {
    setFocused(null)
    setOpen(true)
  }
  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }
  const choose = (index: number) => {
    const option = options[index]
    if (option) onChange(option.value)
    close()
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openList()
    }
  }

  const onListKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      Home: 0,
      End: last,
    }
    if (event.key in moves) {
      event.preventDefault()
      setFocused(moves[event.key]!)
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      choose(active)
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault()
      close()
    } else if (event.key.length === 1) {
      const letter = event.key.toLowerCase()
      const found = options.findIndex(
        (option, index) => index > active && option.label.toLowerCase().startsWith(letter),
      )
      const wrapped =
        found >= 0
          ? found
          : options.findIndex((option) => option.label.toLowerCase().startsWith(letter))
      if (wrapped >= 0) setFocused(wrapped)
    }
  }

  return (
    <div className="ui-select">
      <button
        ref={buttonRef}
        type="button"
        className="ui-select__button pill"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${label}: ${buttonText}`}
        onClick={() => (open ? close() : openList())}
        onKeyDown={onButtonKeyDown}
      >
        {buttonText}
        <span aria-hidden="true" className="ui-select__chevron">
          ▾
        </span>
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          className="ui-select__list"
          onKeyDown={onListKeyDown}
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              role="option"
              tabIndex={-1}
              aria-selected={option.value === value}
              className="ui-select__option"
              onClick={() => choose(index)}
              onMouseMove={() => index !== active && setFocused(index)}
            >
              <span>{option.label}</span>
              {option.detail && <span className="ui-select__detail">{option.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

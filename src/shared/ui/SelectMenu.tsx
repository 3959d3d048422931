import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
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
  options: readonly SelectOption[]
  value: string
  onChange: (value: string) => void
  /** What the closed button shows; defaults to the selected option's label. */
  buttonText?: string
}

/**
 * A button that opens a listbox (WAI-ARIA listbox pattern): arrows, Home/End and typing a
 * letter move, Enter or Space choose, Escape closes and focus goes back to the button.
 */
export function SelectMenu({ label, options, value, onChange, buttonText }: SelectMenuProps) {
  const [open, setOpen] = useState(false)
  useOverlayPresence(open)
  const [active, setActive] = useState(0)
  const listId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  )

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

  const openAt = (index: number) => {
    setActive(index)
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
      openAt(selectedIndex)
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
      setActive(moves[event.key]!)
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
      if (wrapped >= 0) setActive(wrapped)
    }
  }

  return (
    <div className="ui-select">
      <button
        ref={buttonRef}
        type="button"
        className="ui-select__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${label}: ${options[selectedIndex]?.label ?? ''}`}
        onClick={() => (open ? close() : openAt(selectedIndex))}
        onKeyDown={onButtonKeyDown}
      >
        {buttonText ?? options[selectedIndex]?.label}
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
              onMouseMove={() => index !== active && setActive(index)}
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

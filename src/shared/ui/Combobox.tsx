import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import './Combobox.css'
import { useOverlayPresence } from './overlayPresence'
import { useTypedBeforeStart } from './useTypedBeforeStart'

export interface ComboboxProps<T> {
  /** Visible label of the input, already translated. */
  label: string
  /** Accessible name of the list of options. */
  listLabel: string
  placeholder?: string
  value: string
  onValueChange: (value: string) => void
  options: readonly T[]
  optionKey: (option: T) => string
  renderOption: (option: T) => ReactNode
  onSelect: (option: T) => void
  /** Shown in the popup when there are no options: loading, nothing found, an error and retry. */
  status?: ReactNode
  /** Read out politely by screen readers: result counts, "searching", "nothing found". */
  announcement?: string
  className?: string
  /** For a caller that puts focus back in the input (after a status button filled it in). */
  inputRef?: RefObject<HTMLInputElement | null>
}

/**
 * An editable combobox with a listbox popup (WAI-ARIA combobox, list autocomplete): typing opens
 * the popup, Up/Down move the highlight (aria-activedescendant, focus stays in the input),
 * Enter chooses the highlighted option (or the first one), Escape closes and then clears, Tab
 * and leaving close the list. Results and empty states are announced through a live region.
 */
export function Combobox<T>({
  label,
  listLabel,
  placeholder,
  value,
  onValueChange,
  options,
  optionKey,
  renderOption,
  onSelect,
  status,
  announcement,
  className,
  inputRef,
}: ComboboxProps<T>) {
  const baseId = useId()
  const inputId = `${baseId}-input`
  const listId = `${baseId}-list`
  const optionId = (index: number) => `${baseId}-option-${index}`
  const rootRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const ownFieldRef = useRef<HTMLInputElement | null>(null)
  const fieldRef = inputRef ?? ownFieldRef
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // Typed before the app started: answered now, with the list open if the field has focus.
  useTypedBeforeStart(fieldRef, value, (typed, focused) => {
    onValueChange(typed)
    if (focused) setOpen(true)
  })

  // A new set of options starts without a highlight (keys, not identity: callers may rebuild arrays).
  const keys = options.map(optionKey).join('\u0000')
  const [shownKeys, setShownKeys] = useState(keys)
  if (keys !== shownKeys) {
    setShownKeys(keys)
    setActive(-1)
  }

  const hasOptions = options.length > 0
  const popupVisible = open && value.trim() !== '' && (hasOptions || Boolean(status))
  const expanded = popupVisible && hasOptions
  useOverlayPresence(popupVisible)

  // The highlighted option stays in view when the list scrolls (long result lists on phones).
  useEffect(() => {
    if (!expanded || active < 0) return
    listRef.current?.children.item(active)?.scrollIntoView?.({ block: 'nearest' })
  }, [expanded, active])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const choose = (option: T | undefined) => {
    if (option === undefined) return
    close()
    onSelect(option)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        setOpen(true)
        if (count > 0) setActive((current) => (current + 1) % count)
        break
      case 'ArrowUp':
        event.preventDefault()
        setOpen(true)
        if (count > 0) setActive((current) => (current <= 0 ? count - 1 : current - 1))
        break
      case 'Enter':
        if (!expanded) return
        event.preventDefault()
        choose(options[active >= 0 ? active : 0])
        break
      case 'Escape':
        if (popupVisible) {
          event.preventDefault()
          close()
        } else if (value) {
          event.preventDefault()
          onValueChange('')
        }
        break
      case 'Tab':
        // A status with a button (retry) stays open so Tab can reach it; a list closes.
        if (expanded) close()
        break
    }
  }

  return (
    <div
      ref={rootRef}
      className={`ui-combobox ${className ?? ''}`}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close()
      }}
    >
      <label className="ui-combobox__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="ui-combobox__field">
        <svg
          className="ui-combobox__icon"
          width="20"
          height="20"
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={fieldRef}
          id={inputId}
          className="ui-combobox__input"
          type="text"
          role="combobox"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="ui-combobox__popup" hidden={!popupVisible}>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className="ui-combobox__list"
          hidden={!expanded}
        >
          {options.map((option, index) => (
            <li
              key={optionKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="ui-combobox__option"
              // Keeps focus in the input so the click lands as a choice, not a blur.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== active && setActive(index)}
              onClick={() => choose(option)}
            >
              {renderOption(option)}
            </li>
          ))}
        </ul>
        {!hasOptions && status && <div className="ui-combobox__status">{status}</div>}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {open ? announcement : ''}
      </div>
    </div>
  )
}

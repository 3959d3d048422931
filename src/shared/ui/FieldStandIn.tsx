import {
  createContext,
  useContext,
  type FocusEvent,
  useLayoutEffect,
  useRef,
  type AriaRole,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react'
import { useAppStarted } from './useAppStarted'

/**
 * Whether the fields inside are drawn as controls (true) or as stand-ins (false). Controls
 * everywhere unless a form below the first screen asks for stand-ins until the app runs
 * (`StandInsUntilAppStarts`, docs/decisions/023).
 */
const FieldsLive = createContext(true)

export function useFieldsLive(): boolean {
  return useContext(FieldsLive)
}

/**
 * The fields inside are stand-ins in the HTML and controls once the app runs. Chromium's
 * autofill reads every form control when the document has loaded, and for a control in a block
 * the first frame skipped (`render-when-near`) that forces the block's style and layout: 20-35 ms
 * on the home page, before the page can answer a tap. A stand-in is no form control.
 */
export function StandInsUntilAppStarts({ children }: { children: ReactNode }) {
  return <FieldsLive.Provider value={useAppStarted()}>{children}</FieldsLive.Provider>
}

/** What a stand-in takes from `useFocusHandover`: its element, and its focus as it moves. */
export interface StandInFocus {
  ref: RefObject<HTMLElement | null>
  onFocus: () => void
  onBlur: (event: FocusEvent) => void
}

/**
 * Hands the focus from a stand-in to its control: focusing a stand-in starts the app (the
 * loader's `focusin`), and once the control replaces it, the control has the focus. The focus
 * is read when hydration commits (it came before the app) and followed after that: React
 * hydrates in a transition, and the render that draws the controls can come a task later.
 */
export function useFocusHandover(
  live: boolean,
  /** The control, or its element id. */
  control: RefObject<HTMLElement | null> | string,
): StandInFocus {
  const ref = useRef<HTMLElement>(null)
  const focused = useRef(false)
  useLayoutEffect(() => {
    if (!live) {
      const active = document.activeElement
      focused.current = active !== null && !!ref.current?.contains(active)
      return
    }
    if (focused.current) {
      focused.current = false
      const element =
        typeof control === 'string' ? document.getElementById(control) : control.current
      element?.focus()
    }
  }, [live, control])
  return {
    ref,
    onFocus: () => {
      focused.current = true
    },
    // Only a move to another element: a browser may blur the stand-in as it is replaced.
    onBlur: (event) => {
      if (event.relatedTarget) focused.current = false
    },
  }
}

export interface FieldStandInProps {
  /** The control's own id, so a label's `for` and the hint's ids stay right. */
  id?: string
  /** The control's classes: the stand-in is drawn in the same box. */
  className: string
  /** The control's role and name, as a screen reader meets it. */
  role: AriaRole
  label: string
  /**
   * What the control shows in the HTML: the form's starting value (a select's placeholder
   * option), else its placeholder, drawn muted. A draft kept in the tab is the app's to show:
   * the HTML cannot know it, and hydration must meet what the server drew.
   */
  value?: string
  placeholder?: string
  /** A multi-line control's rows: the stand-in is as tall. */
  rows?: number
  describedBy?: string
  focus?: StandInFocus
}

/** A form control as the HTML draws it before the app runs: same box, same text, no control. */
export function FieldStandIn({
  id,
  className,
  role,
  label,
  value,
  placeholder,
  rows,
  describedBy,
  focus,
}: FieldStandInProps) {
  return (
    <span
      {...focus}
      id={id}
      className={`${className} field__stand-in${value ? '' : ' field__stand-in--placeholder'}${rows ? ' field__stand-in--rows' : ''}`}
      style={rows ? ({ '--rows': rows } as CSSProperties) : undefined}
      role={role}
      aria-label={label}
      aria-describedby={describedBy}
      aria-multiline={rows ? true : undefined}
      aria-expanded={role === 'combobox' ? false : undefined}
      aria-haspopup={role === 'combobox' ? 'listbox' : undefined}
      // A placeholder is no value: read as one, not as the field's text.
      aria-placeholder={value ? undefined : placeholder}
      tabIndex={0}
    >
      {value || <span aria-hidden="true">{placeholder}</span>}
    </span>
  )
}

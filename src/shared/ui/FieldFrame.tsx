import { useId, type ReactNode } from 'react'
import {
  FieldStandIn,
  useFieldsLive,
  useFocusHandover,
  type FieldStandInProps,
} from './FieldStandIn'
import './fields.css'

/** What the control inside a field takes: its id and how it is described to screen readers. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** How the field looks as a stand-in before the app runs; its id, name and description are the frame's. */
export type StandInLook = Omit<FieldStandInProps, 'id' | 'label' | 'describedBy' | 'focus'>

export interface FieldFrameProps {
  label: string
  /** Announced when it appears, and tied to the control with aria-describedby. */
  error?: string
  /** A description above the control, also tied to it. */
  hint?: string
  /** Ids of other elements that describe the control (e.g. a live rule list). */
  describedBy?: string
  /** A note under the control, e.g. a character count: not live, so not read on every key. */
  note?: string
  /**
   * The note also describes the control, read with it on focus ("23 of 1000 characters");
   * without it screen readers skip the note.
   */
  noteDescribes?: boolean
  /** Drawn instead of the control inside `StandInsUntilAppStarts` (docs/decisions/023). */
  standIn?: StandInLook
  children: (control: FieldControlProps) => ReactNode
}

/**
 * The frame every form field shares: the label, the hint, the control, a note and the error, with
 * the ids that tie them together. Each field (TextField, TextAreaField, SelectField,
 * PasswordField) brings only its control.
 */
export function FieldFrame({
  label,
  error,
  hint,
  describedBy,
  note,
  noteDescribes = false,
  standIn,
  children,
}: FieldFrameProps) {
  const id = useId()
  const live = useFieldsLive()
  // The control takes the stand-in's id, so the focus is handed over by it.
  const focus = useFocusHandover(live, id)
  const hintId = hint ? `${id}-hint` : ''
  const noteId = note && noteDescribes ? `${id}-note` : ''
  const errorId = error ? `${id}-error` : ''
  const described =
    [hintId, noteId, errorId, describedBy ?? ''].filter(Boolean).join(' ') || undefined
  const standing = standIn !== undefined && !live
  return (
    <div className="field">
      {/* A label names a form control only: the stand-in carries its name itself. */}
      <label className="field__label" htmlFor={standing ? undefined : id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {standing ? (
        <FieldStandIn {...standIn} id={id} label={label} describedBy={described} focus={focus} />
      ) : (
        children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': described,
        })
      )}
      {note && (
        <p
          id={noteId || undefined}
          className="field__hint field__note"
          aria-hidden={noteDescribes ? undefined : true}
        >
          {note}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

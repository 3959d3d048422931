import type { Ref, TextareaHTMLAttributes } from 'react'
import { FieldFrame } from './FieldFrame'

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: string
  error?: string
  hint?: string
  /** A note under the field, e.g. a character count; not read on every key (FieldFrame). */
  note?: string
  /** The note also describes the field, read with it on focus. */
  noteDescribes?: boolean
  /** The textarea, e.g. to focus it when a submit finds it wanting. */
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled multi-line input whose error is announced and tied to it like TextField's. */
export function TextAreaField({
  label,
  error,
  hint,
  note,
  noteDescribes,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      note={note}
      noteDescribes={noteDescribes}
      standIn={{
        className: 'field__input field__textarea',
        role: 'textbox',
        placeholder: textarea.placeholder,
        rows: textarea.rows ?? 2,
      }}
    >
      {(control) => (
        <textarea {...textarea} {...control} className="field__input field__textarea" />
      )}
    </FieldFrame>
  )
}

import type { TextareaHTMLAttributes } from 'react'
import { FieldFrame } from './FieldFrame'

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: string
  error?: string
  hint?: string
  /** A live note under the field, e.g. a character count; read politely, not on every key. */
  note?: string
}

/** A labelled multi-line input whose error is announced and tied to it like TextField's. */
export function TextAreaField({ label, error, hint, note, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      note={note}
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

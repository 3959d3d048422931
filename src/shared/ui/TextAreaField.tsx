import { useId, type TextareaHTMLAttributes } from 'react'
import './fields.css'

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
  const id = useId()
  const hintId = hint ? `${id}-hint` : ''
  const errorId = error ? `${id}-error` : ''
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <textarea
        {...textarea}
        id={id}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {note && (
        <p className="field__hint field__note" aria-hidden="true">
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

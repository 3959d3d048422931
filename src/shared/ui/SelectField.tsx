import { useId, type SelectHTMLAttributes } from 'react'
import './fields.css'

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string
  options: readonly { value: string; label: string }[]
  /** Shown first with the value '' (e.g. "Choose…"); the field is empty until one is chosen. */
  placeholder?: string
  error?: string
  hint?: string
}

/** A labelled native select (best on phones and with screen readers), errors like TextField. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  ...select
}: SelectFieldProps) {
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
      <select
        {...select}
        id={id}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

import type { SelectHTMLAttributes } from 'react'
import { FieldFrame } from './FieldFrame'

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
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      standIn={{
        className: 'field__input field__select',
        role: 'combobox',
        // What the HTML's select showed: its first option. A kept value comes with the app.
        value: placeholder ?? options[0]?.label,
      }}
    >
      {(control) => (
        <select {...select} {...control} className="field__input field__select">
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

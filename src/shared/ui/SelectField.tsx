import type { SelectHTMLAttributes } from 'react'
import { FieldFrame } from './FieldFrame'
import { FieldStandIn, useFieldsLive, useFocusHandover } from './FieldStandIn'

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
  const live = useFieldsLive()
  const { standIn, control } = useFocusHandover<HTMLSelectElement>(live)
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(props) =>
        live ? (
          <select {...select} {...props} ref={control} className="field__input field__select">
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <FieldStandIn
            id={props.id}
            className="field__input field__select"
            role="combobox"
            label={label}
            // What the HTML's select showed: its first option. A kept value comes with the app.
            value={placeholder ?? options[0]?.label}
            describedBy={props['aria-describedby']}
            focus={standIn}
          />
        )
      }
    </FieldFrame>
  )
}

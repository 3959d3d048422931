import type { InputHTMLAttributes } from 'react'
import { FieldFrame } from './FieldFrame'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  error?: string
  hint?: string
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      standIn={{ className: 'field__input', role: 'textbox', placeholder: input.placeholder }}
    >
      {(control) => <input {...input} {...control} className="field__input" />}
    </FieldFrame>
  )
}

import type { InputHTMLAttributes } from 'react'
import { FieldFrame } from './FieldFrame'
import { FieldStandIn, useFieldsLive, useFocusHandover } from './FieldStandIn'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  error?: string
  hint?: string
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const live = useFieldsLive()
  const { standIn, control } = useFocusHandover<HTMLInputElement>(live)
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(props) =>
        live ? (
          <input {...input} {...props} ref={control} className="field__input" />
        ) : (
          <FieldStandIn
            id={props.id}
            className="field__input"
            role="textbox"
            label={label}
            placeholder={input.placeholder}
            describedBy={props['aria-describedby']}
            focus={standIn}
          />
        )
      }
    </FieldFrame>
  )
}

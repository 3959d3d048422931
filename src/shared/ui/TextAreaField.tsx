import type { TextareaHTMLAttributes } from 'react'
import { FieldFrame } from './FieldFrame'
import { FieldStandIn, useFieldsLive, useFocusHandover } from './FieldStandIn'

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
  const live = useFieldsLive()
  const { standIn, control } = useFocusHandover<HTMLTextAreaElement>(live)
  return (
    <FieldFrame label={label} error={error} hint={hint} note={note}>
      {(props) =>
        live ? (
          <textarea
            {...textarea}
            {...props}
            ref={control}
            className="field__input field__textarea"
          />
        ) : (
          <FieldStandIn
            id={props.id}
            className="field__input field__textarea"
            role="textbox"
            label={label}
            placeholder={textarea.placeholder}
            rows={textarea.rows ?? 2}
            describedBy={props['aria-describedby']}
            focus={standIn}
          />
        )
      }
    </FieldFrame>
  )
}

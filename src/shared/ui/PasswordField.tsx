import { useState, type InputHTMLAttributes } from 'react'
import Eye from 'lucide-react/icons/eye'
import EyeOff from 'lucide-react/icons/eye-off'
import { FieldFrame } from './FieldFrame'

export interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id'
> {
  label: string
  showLabel: string
  hideLabel: string
  error?: string
  /** Extra description under the field (e.g. the live rule list), linked for screen readers. */
  describedBy?: string
}

/** A password input with a show/hide toggle that keeps focus and the typed value. */
export function PasswordField({
  label,
  showLabel,
  hideLabel,
  error,
  describedBy,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <FieldFrame label={label} error={error} describedBy={describedBy}>
      {(control) => (
        <div className="field__with-action">
          <input
            {...input}
            {...control}
            type={visible ? 'text' : 'password'}
            className="field__input"
          />
          <button
            type="button"
            className="field__action"
            aria-pressed={visible}
            aria-label={visible ? hideLabel : showLabel}
            title={visible ? hideLabel : showLabel}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? <EyeOff size={20} /> : <Eye size={20} />}
          </button>
        </div>
      )}
    </FieldFrame>
  )
}

import { useId, useState, type InputHTMLAttributes } from 'react'
import Eye from 'lucide-react/icons/eye'
import EyeOff from 'lucide-react/icons/eye-off'

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
  const id = useId()
  const [visible, setVisible] = useState(false)
  const errorId = `${id}-error`
  const described = [error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__with-action">
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
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
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

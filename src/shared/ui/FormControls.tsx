/** The submit button of a form: disabled and announced busy while the request runs. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean
  label: string
  pendingLabel: string
}) {
  return (
    <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
      {pending ? pendingLabel : label}
    </button>
  )
}

/** A form-level error (the server's answer), announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <p className="field__error" role="alert">
      {message}
    </p>
  )
}

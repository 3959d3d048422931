import './states.css'

export interface ErrorStateProps {
  message: string
  retryLabel: string
  onRetry: () => void
}

/** A failure the user can act on: what happened, and a button to try again. */
export function ErrorState({ message, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <div className="ui-state ui-state--error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  )
}

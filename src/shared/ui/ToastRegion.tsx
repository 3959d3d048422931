import { useEffect } from 'react'
import './ToastRegion.css'
import X from 'lucide-react/icons/x'

export interface ToastItem {
  id: number
  message: string
  tone: 'success' | 'error' | 'info'
}

const VISIBLE_MS = 5000

/** A polite live region; each toast dismisses itself after five seconds or on its button. */
export function ToastRegion({
  toasts,
  onDismiss,
  dismissLabel,
}: {
  toasts: ToastItem[]
  onDismiss: (id: number) => void
  dismissLabel: string
}) {
  return (
    <div className="ui-toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <ToastMessage
          key={toast.id}
          toast={toast}
          onDismiss={onDismiss}
          dismissLabel={dismissLabel}
        />
      ))}
    </div>
  )
}

function ToastMessage({
  toast,
  onDismiss,
  dismissLabel,
}: {
  toast: ToastItem
  onDismiss: (id: number) => void
  dismissLabel: string
}) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), VISIBLE_MS)
    return () => window.clearTimeout(timer)
  }, [toast.id, onDismiss])
  return (
    <div className={`ui-toast ui-toast--${toast.tone}`}>
      <span>{toast.message}</span>
      <button
        type="button"
        className="ui-toast__close"
        aria-label={dismissLabel}
        title={dismissLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <X size={18} />
      </button>
    </div>
  )
}

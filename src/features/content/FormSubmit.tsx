import { useTranslation } from 'react-i18next'
import { ErrorState } from '../../shared/ui/ErrorState'
import { SubmitButton } from '../../shared/ui/FormControls'
import type { CheckedFormStatus } from './useCheckedForm'

export interface FormSubmitProps {
  status: CheckedFormStatus<unknown>
  /** The failure in the form's words, with the reason (`{{reason}}`) filled in. */
  failed: (reason: string) => string
  onRetry: () => void
  label: string
  pendingLabel: string
}

/** The end of a checked form: why the last send failed, with a retry, then the send button. */
export function FormSubmit({ status, failed, onRetry, label, pendingLabel }: FormSubmitProps) {
  const { t } = useTranslation('common')
  return (
    <>
      {status.kind === 'failed' && (
        <ErrorState
          message={failed(status.message)}
          retryLabel={t('common:actions.retry')}
          onRetry={onRetry}
        />
      )}
      <SubmitButton pending={status.kind === 'sending'} label={label} pendingLabel={pendingLabel} />
    </>
  )
}

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import Landmark from 'lucide-react/icons/landmark'
import { Dialog } from '../../../shared/ui/Dialog'
import { FormError } from '../../../shared/ui/FormControls'
import './payment.css'

export interface ChallengeDialogProps {
  open: boolean
  /** The amount, formatted in the shopper's currency. */
  amount: string
  busy: boolean
  error?: string
  onApprove: () => void
  onCancel: () => void
}

/**
 * The mock build's stand-in for the bank's 3-D Secure page. Closing it (Escape, the close
 * button, the backdrop) is a Cancel: the payment must not stay half-confirmed.
 */
export function ChallengeDialog({
  open,
  amount,
  busy,
  error,
  onApprove,
  onCancel,
}: ChallengeDialogProps) {
  const { t } = useTranslation(['checkout', 'common'])
  // Which answer is on its way, so only that button says so.
  const [pressed, setPressed] = useState<'approve' | 'cancel' | null>(null)
  const approve = () => {
    if (busy) return
    setPressed('approve')
    onApprove()
  }
  const cancel = () => {
    if (busy) return
    setPressed('cancel')
    onCancel()
  }
  return (
    <Dialog
      open={open}
      title={t('challenge.title')}
      closeLabel={t('common:actions.close')}
      onClose={cancel}
    >
      <div className="challenge" aria-busy={busy}>
        <p className="challenge__bank" aria-hidden="true">
          <Landmark size={40} strokeWidth={1.75} />
        </p>
        <p>{t('challenge.text', { amount })}</p>
        <p className="challenge__note">{t('challenge.testNote')}</p>
        <FormError message={error} />
        <div className="challenge__actions">
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            disabled={busy}
            onClick={approve}
          >
            {busy && pressed === 'approve' ? t('challenge.confirming') : t('challenge.approve')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={cancel}
          >
            {busy && pressed === 'cancel' ? t('challenge.cancelling') : t('challenge.cancel')}
          </button>
        </div>
      </div>
    </Dialog>
  )
}

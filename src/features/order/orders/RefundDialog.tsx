import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderDto } from '../../../api/contract/order'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import type { LocaleCode } from '../../../i18n/locales'
import { toastRequested } from '../../../shared/events'
import { randomId } from '../../../shared/lib/randomId'
import { Dialog } from '../../../shared/ui/Dialog'
import { FormError } from '../../../shared/ui/FormControls'
import { SelectField } from '../../../shared/ui/SelectField'
import { formatOrderPrice } from './format'
import { selectIsMobile, selectRefund } from './selectors'
import { requestRefund } from './thunks'

/** Sent as codes, so support reads the same reason whatever language the traveller wrote in. */
const REASONS = ['PLANS_CHANGED', 'NOT_COMPATIBLE', 'WRONG_PLAN', 'OTHER'] as const
type Reason = (typeof REASONS)[number]

/**
 * Asks before refunding and says what will happen: the money goes back, the eSIM is cancelled,
 * and the order reads Refunding until the refund completes.
 */
export function RefundDialog({
  order,
  title,
  locale,
  onClose,
}: {
  order: OrderDto
  /** "Refund your Japan eSIM?", made by the page that knows the destination's local name. */
  title: string
  locale: LocaleCode
  onClose: () => void
}) {
  const { t } = useTranslation(['orders', 'common'])
  const dispatch = useAppDispatch()
  const mobile = useAppSelector(selectIsMobile)
  const command = useAppSelector(selectRefund(order.orderId))
  const [reason, setReason] = useState<Reason>('PLANS_CHANGED')
  // One opening of the dialog is one intent per reason: a retry after a lost answer reuses the
  // key (the server replays), while another reason is another request and needs its own key.
  const [keys] = useState(
    () => Object.fromEntries(REASONS.map((code) => [code, randomId()])) as Record<Reason, string>,
  )
  // A failure from an earlier opening of the dialog is not this attempt's news.
  const [attempted, setAttempted] = useState(false)
  const pending = command?.status === 'pending'
  const failed = attempted && command?.status === 'failed'

  const onConfirm = async () => {
    setAttempted(true)
    const result = await dispatch(
      requestRefund({ orderId: order.orderId, reason, idempotencyKey: keys[reason] }),
    )
    if (requestRefund.fulfilled.match(result)) {
      dispatch(toastRequested(t('orders:refund.requested')))
      onClose()
    }
  }

  return (
    <Dialog
      open
      sheet={mobile}
      title={title}
      closeLabel={t('common:actions.close')}
      onClose={onClose}
    >
      <div className="refund-dialog">
        <ul className="refund-dialog__facts">
          <li>{t('orders:refund.money', { price: formatOrderPrice(order, locale) })}</li>
          <li>{t('orders:refund.cancelled')}</li>
          <li>{t('orders:refund.status')}</li>
        </ul>
        <SelectField
          label={t('orders:refund.reasonLabel')}
          options={REASONS.map((code) => ({
            value: code,
            label: t(`orders:refund.reasons.${code}`),
          }))}
          value={reason}
          onChange={(event) => setReason(event.target.value as Reason)}
        />
        <FormError message={failed ? apiErrorMessage(command.error, t) : undefined} />
        <div className="dialog-actions">
          <button
            type="button"
            className="button button--danger"
            disabled={pending}
            aria-busy={pending}
            onClick={() => void onConfirm()}
          >
            {pending ? t('orders:refund.confirming') : t('orders:refund.confirm')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            data-autofocus
            onClick={onClose}
          >
            {t('orders:refund.keep')}
          </button>
        </div>
      </div>
    </Dialog>
  )
}

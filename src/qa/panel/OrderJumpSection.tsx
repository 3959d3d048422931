import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { MockControl, MockOrderJump } from '../../api/contract/mockControl'
import type { InstallStatus, OrderUsageState, PaymentStatus } from '../../api/contract/order'
import { SelectField } from '../../shared/ui/SelectField'
import {
  INSTALL_STATUSES,
  ORDER_USAGE_STATES as STATES,
  PAYMENT_STATUSES,
} from '../../api/contract/order'

/** The API's own values, which QA and support quote, so they are shown untranslated. */
const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

const statusOf = (target: MockOrderJump) =>
  `${target.paymentStatus} · ${target.state} · ${target.installStatus}`

/**
 * Moves any order of the mock database to a payment status x state x install status, so support
 * can see on My orders exactly what a customer in that situation sees (SPEC 4.1).
 */
export function OrderJumpSection({ control }: { control: MockControl }) {
  const { t } = useTranslation('qa')
  const titleId = useId()
  const orders = control.orders()
  const [chosenId, setChosenId] = useState('')
  const [target, setTarget] = useState<MockOrderJump>({
    paymentStatus: 'PAID',
    state: 'INUSE',
    installStatus: 'ENABLED',
  })
  const [message, setMessage] = useState('')
  const orderId = orders.some((order) => order.orderId === chosenId)
    ? chosenId
    : (orders[0]?.orderId ?? '')

  const apply = (event: FormEvent) => {
    event.preventDefault()
    try {
      const moved = control.jumpOrder(orderId, target)
      setMessage(t('orders.done', { orderNo: moved.orderNo, status: statusOf(moved) }))
    } catch (error) {
      setMessage(t('orders.failed', { reason: error instanceof Error ? error.message : '' }))
    }
  }

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('orders.title')}</h2>
      {orders.length === 0 ? (
        <p className="qa-panel__meta">{t('orders.empty')}</p>
      ) : (
        <form className="qa-panel__form" onSubmit={apply}>
          <SelectField
            label={t('orders.order')}
            value={orderId}
            onChange={(event) => {
              setChosenId(event.target.value)
              setMessage('')
            }}
            options={orders.map((order) => ({
              value: order.orderId,
              label: `${order.orderNo} · ${order.title} · ${statusOf(order)} · ${order.email}`,
            }))}
          />
          <SelectField
            label={t('orders.paymentStatus')}
            value={target.paymentStatus}
            onChange={(event) =>
              setTarget({ ...target, paymentStatus: event.target.value as PaymentStatus })
            }
            options={asOptions(PAYMENT_STATUSES)}
          />
          <SelectField
            label={t('orders.state')}
            value={target.state}
            onChange={(event) =>
              setTarget({ ...target, state: event.target.value as OrderUsageState })
            }
            options={asOptions(STATES)}
          />
          <SelectField
            label={t('orders.installStatus')}
            value={target.installStatus}
            onChange={(event) =>
              setTarget({ ...target, installStatus: event.target.value as InstallStatus })
            }
            options={asOptions(INSTALL_STATUSES)}
          />
          <button type="submit" className="button button--primary">
            {t('orders.apply')}
          </button>
        </form>
      )}
      <p className="qa-panel__meta" role="status">
        {message}
      </p>
    </section>
  )
}

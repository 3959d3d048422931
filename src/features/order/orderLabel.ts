import type { InstallStatus, OrderUsageState, PaymentStatus } from '../../api/contract/order'

/**
 * The label an order shows (SPEC 4.1), as a key: the message is `orders:label.<key>`, the badge
 * colour comes from `labelTone`. Customers, the orders page and support's label lab all call
 * this one function, so they can never disagree.
 */
export type OrderLabel =
  | 'refunded'
  | 'refunding'
  | 'timeFinished'
  | 'usageFinished'
  | 'expired'
  | 'undownload'
  | 'inactive'
  | 'deleted'
  | 'active'
  | 'unpaid'

export const ORDER_LABELS: readonly OrderLabel[] = [
  'active',
  'inactive',
  'undownload',
  'unpaid',
  'refunding',
  'refunded',
  'timeFinished',
  'usageFinished',
  'expired',
  'deleted',
]

export interface OrderStatusFields {
  paymentStatus: PaymentStatus
  state: OrderUsageState
  installStatus: InstallStatus
}

/**
 * SPEC 4.1, rule by rule and in its order: the first rule that matches wins. So refund states
 * outrank everything, and a finished or expired state outranks the payment status.
 *
 * The spec leaves one case open: an UNPAID order whose state is VALID or INUSE (whatever its
 * install status). Such an order has no eSIM yet and only needs paying, so it reads 'unpaid'
 * ("Awaiting payment") and offers "Pay now". An UNPAID order in a finished or expired state
 * keeps the spec's label for that state, because those rules do not look at the payment.
 */
export function orderLabel({ paymentStatus, state, installStatus }: OrderStatusFields): OrderLabel {
  if (paymentStatus === 'REFUNDED') return 'refunded'
  if (paymentStatus === 'REFUNDING') return 'refunding'
  if (state === 'TIME_FINISHED') return 'timeFinished'
  if (state === 'USAGE_FINISHED') return 'usageFinished'
  if (state === 'EXPIRED') return 'expired'
  if (paymentStatus !== 'PAID') return 'unpaid'
  // PAID, and the state is VALID or INUSE (every other state returned above).
  if (installStatus === 'DELETED') return 'deleted'
  if (installStatus === 'UNDOWNLOAD') return 'undownload'
  return state === 'VALID' ? 'inactive' : 'active'
}

/** The badge colour family of a label; the CSS gives each a contrast-checked pair. */
export type LabelTone = 'success' | 'info' | 'warning' | 'neutral' | 'danger'

const TONES: Record<OrderLabel, LabelTone> = {
  active: 'success',
  inactive: 'info',
  undownload: 'info',
  unpaid: 'warning',
  refunding: 'warning',
  refunded: 'neutral',
  timeFinished: 'neutral',
  usageFinished: 'neutral',
  expired: 'neutral',
  deleted: 'danger',
}

export function labelTone(label: OrderLabel): LabelTone {
  return TONES[label]
}

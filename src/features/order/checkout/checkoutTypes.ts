import type { AdyenJsonDto } from '../../../api/contract/order'

/**
 * The checkout as a state machine (docs/architecture.md: slices are state machines):
 *
 * idle ─Pay─▶ settingUp ─▶ executing ─▶ succeeded | failed
 *   │            │             ├─▶ challenge ─Approve/Cancel─▶ executing
 *   │            │             ├─▶ redirecting ─/transit─▶ provider ─▶ result page
 *   │            │             └─▶ polling (result page) ─▶ succeeded | failed
 *   └─(live, same-page method chosen)─▶ settingUp ─▶ awaitingPayment ─Pay─▶ executing
 *
 * `failed` is not a dead end: the shopper may pay again, which opens a new payment on the same
 * order (/v1.1/payOrder/confirm) rather than a second order.
 */
export type CheckoutPhase =
  | 'idle'
  | 'settingUp'
  | 'awaitingPayment'
  | 'executing'
  | 'challenge'
  | 'redirecting'
  | 'polling'
  | 'succeeded'
  | 'failed'

/** Phases with a request in flight: nothing else may start (the double-submit guard). */
export const BUSY_PHASES: readonly CheckoutPhase[] = ['settingUp', 'executing']

/** What a pay request led to; the page turns it into a navigation or a dialog. */
export type PayOutcome =
  | { kind: 'succeeded'; paymentId: string }
  /** Not final yet, or its answer was lost: the result page goes on asking. */
  | { kind: 'pending'; paymentId: string | null; orderId?: string | null }
  | { kind: 'redirect'; paymentId: string; url: string; provider: string }
  | { kind: 'challenge'; paymentId: string; action: AdyenJsonDto }
  | { kind: 'failed'; paymentId: string; outcome: 'FAILED' | 'CANCELLED'; reason: string | null }

/** A declined or cancelled payment, as the checkout shows it. */
export interface Decline {
  outcome: 'FAILED' | 'CANCELLED'
  reason: string | null
}

/** Which payment a result page watches: the provider returns with one of the two. */
export interface PaymentRef {
  paymentId: string | null
  orderId: string | null
}

export function refKey(ref: PaymentRef): string {
  return ref.paymentId ? `payment:${ref.paymentId}` : `order:${ref.orderId ?? ''}`
}

/** The code of the client's own "no plan chosen" refusal (payFlow.ts): no server sends it. */
export const NO_PLAN_CODE = 'CLIENT_NO_PLAN'

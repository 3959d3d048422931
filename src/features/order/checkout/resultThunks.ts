import { createApiThunk } from '../../../app/hooks'
import type { PaymentStatusDto } from '../../../api/contract/order'
import { queryPayOrderStatus, queryPaymentStatus } from '../../../api/endpoints/order'
import { attemptOf, endPayment, markPaid, unpaidOrderItem } from './attempt'
import type { PaymentRef } from './checkoutTypes'

/**
 * One look at how a payment went, for the result pages; the page repeats it until the
 * status is final. A final answer settles the shared attempt: paid, or free to pay again.
 */
export const checkPaymentResult = createApiThunk(
  'order/checkout/checkPaymentResult',
  async ({ ref }: { ref: PaymentRef; key: string }) => {
    const payment: PaymentStatusDto = ref.paymentId
      ? await queryPaymentStatus(ref.paymentId)
      : await queryPayOrderStatus(ref.orderId ?? '')
    const attempt = attemptOf(payment)
    // Every tab (and Back to /topay) now shows this purchase as paid, never a checkout that buys
    // it again; a decline frees the checkout for the next try, with a new key.
    if (
      payment.status === 'SUCCEEDED' &&
      attempt &&
      (attempt.payment !== 'paid' || !attempt.orderNo)
    ) {
      markPaid(attempt, payment)
    } else if (
      (payment.status === 'FAILED' || payment.status === 'CANCELLED') &&
      attempt?.payment === 'sent' &&
      attempt.paymentId === payment.paymentId
    ) {
      endPayment(attempt)
    }
    // A retry goes back to what was being bought: the plan, or the unpaid order.
    const fromPlan = attempt !== null && !attempt.intent.includes(`|${unpaidOrderItem('')}`)
    return { payment, plan: attempt?.plan ?? null, fromPlan }
  },
)

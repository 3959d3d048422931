import { createApiThunk } from '../../../app/hooks'
import type { PaymentStatusDto } from '../../../api/contract/order'
import { queryPayOrderStatus, queryPaymentStatus } from '../../../api/endpoints/order'
import { attemptOf, clearAttempt, unpaidOrderItem } from './attempt'
import type { PaymentRef } from './checkoutTypes'
import { paidKey, recordPaid } from './paidPurchases'

/**
 * One look at how a payment went, for the result pages; the page repeats it until the
 * status is final. A final success ends the attempt, so the next purchase starts afresh.
 */
export const checkPaymentResult = createApiThunk(
  'order/checkout/checkPaymentResult',
  async ({ ref }: { ref: PaymentRef; key: string }) => {
    const payment: PaymentStatusDto = ref.paymentId
      ? await queryPaymentStatus(ref.paymentId)
      : await queryPayOrderStatus(ref.orderId ?? '')
    const attempt = attemptOf(payment)
    if (payment.status === 'SUCCEEDED' && attempt) {
      // Back to /topay now shows this purchase as paid, never a checkout that buys it again.
      const [email = '', item = ''] = attempt.intent.split('|')
      recordPaid({
        key: paidKey(email, item),
        orderId: payment.orderId,
        orderNo: payment.orderNo,
        paidAt: Date.now(),
      })
      clearAttempt()
    }
    // A retry goes back to what was being bought: the plan, or the unpaid order.
    const fromPlan = attempt !== null && !attempt.intent.includes(`|${unpaidOrderItem('')}`)
    return { payment, plan: attempt?.plan ?? null, fromPlan }
  },
)

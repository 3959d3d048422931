import type {
  PaymentPurpose,
  PaymentStatusDto,
  TopupPaymentStatusDto,
} from '../../api/contract/order'
import type { MockDatabase, SessionInfo } from '../db/database'
import type { PaymentRecord } from '../db/orderRecords'
import { paymentReasonText } from '../failures'
import { refreshPayment } from './paymentClock'
import { targetOf } from './paymentOutcome'

/**
 * What a status poll sees: only a payment the caller may see, and its failure reason in the
 * request's language. A poll also counts toward settling a provider's answer.
 */

/** The status answer; its failureReason worded in `lang`. */
export function paymentStatusOf(
  db: MockDatabase,
  payment: PaymentRecord,
  lang: string,
): PaymentStatusDto {
  const target = targetOf(db, payment)
  const order =
    payment.purpose === 'ORDER' && payment.status === 'SUCCEEDED'
      ? db.data.orders.find((item) => item.orderId === payment.targetId)
      : undefined
  return {
    paymentId: payment.paymentId,
    orderId: target.orderId,
    orderNo: target.orderNo,
    status: payment.status,
    amountUsd: payment.amountUsd,
    currency: payment.currency,
    failureReason: paymentReasonText(payment.failureReason, lang),
    kitSentTo: order?.paymentStatus === 'PAID' ? (order.kitEmail ?? order.email) : null,
  }
}

export function topupStatusOf(
  db: MockDatabase,
  payment: PaymentRecord,
  lang: string,
): TopupPaymentStatusDto {
  const topup = db.data.topupOrders.find((item) => item.topupOrderId === payment.targetId)
  return {
    paymentId: payment.paymentId,
    topupOrderId: payment.targetId,
    iccid: topup?.iccid ?? '',
    status: payment.status,
    amountUsd: payment.amountUsd,
    currency: payment.currency,
    failureReason: paymentReasonText(payment.failureReason, lang),
  }
}

/** A payment the caller may see: ORDER and CREDIT ones are the owner's, TOPUP ones anyone's. */
export function findPayment(
  db: MockDatabase,
  paymentId: unknown,
  session: SessionInfo | null,
  purposes: readonly PaymentPurpose[],
): PaymentRecord | null {
  const payment = db.data.payments.find((item) => item.paymentId === paymentId)
  if (!payment || !purposes.includes(payment.purpose)) return null
  if (payment.purpose !== 'TOPUP' && payment.email !== session?.email) return null
  return payment
}

/** Reads the payment as a status poll: counts the poll, then settles what is due. */
export function pollPayment(db: MockDatabase, payment: PaymentRecord, now = Date.now()): void {
  if (refreshPayment(db, payment, now, true)) db.save()
}

import { API } from '../../api/contract/routes'
import type { ReceiptDto, ReceiptItemDto } from '../../api/contract/order'
import type { MockDatabase, SessionInfo } from '../db/database'
import type { PaymentRecord } from '../db/orderRecords'
import { MOCK_SELLER } from '../db/seller'
import { tick } from '../payment/paymentClock'
import { PAYMENT_METHODS } from '../payment/paymentMethods'
import { fail, ok, type MockOptions } from '../respond'
import { signedRoute } from './signedRoute'

/** The payment a receipt is asked for by: its own id, or the order it paid. */
function paymentOf(db: MockDatabase, body: { paymentId?: unknown; orderId?: unknown }) {
  const charged = db.data.payments.filter((payment) => payment.chargedAt !== null)
  if (typeof body.paymentId === 'string')
    return charged.find((payment) => payment.paymentId === body.paymentId)
  if (typeof body.orderId === 'string')
    return charged.find(
      (payment) => payment.purpose !== 'TOPUP' && payment.targetId === body.orderId,
    )
  return undefined
}

/** A payment made signed in is its owner's; one made by ICCID alone is read with its id. */
const mayRead = (payment: PaymentRecord, session: SessionInfo | null) =>
  payment.email === null || payment.email === session?.email

function receiptOf(db: MockDatabase, payment: PaymentRecord): ReceiptDto | null {
  const method = PAYMENT_METHODS.find((item) => item.id === payment.methodId)
  let number: string
  let item: ReceiptItemDto
  let buyerEmail: string | null
  let paymentStatus: ReceiptDto['paymentStatus']
  let deliveryConsentAt: string | null = null
  if (payment.purpose === 'ORDER') {
    const order = db.data.orders.find((each) => each.orderId === payment.targetId)
    if (!order) return null
    number = order.orderNo
    item = { type: 'PLAN', area: { ...order.area }, package: { ...order.package } }
    buyerEmail = order.email
    paymentStatus = order.paymentStatus
    deliveryConsentAt = order.deliveryConsentAt ?? null
  } else if (payment.purpose === 'CREDIT') {
    const order = db.data.creditOrders.find((each) => each.orderId === payment.targetId)
    if (!order) return null
    number = order.orderNo
    item = { type: 'CREDIT', creditUsd: order.creditUsd }
    buyerEmail = order.email
    paymentStatus = order.paymentStatus
  } else {
    const topup = db.data.topupOrders.find((each) => each.topupOrderId === payment.targetId)
    const esim = db.data.orders.find((each) => each.orderId === topup?.orderId)
    if (!topup || !esim) return null
    number = esim.orderNo
    item = {
      type: 'TOPUP',
      area: { ...esim.area },
      package: { ...topup.package },
      iccid: topup.iccid,
    }
    buyerEmail = topup.email
    paymentStatus = topup.paymentStatus
    deliveryConsentAt = topup.deliveryConsentAt ?? null
  }
  if (paymentStatus === 'UNPAID') return null
  return {
    purpose: payment.purpose,
    number,
    paymentId: payment.paymentId,
    paidAt: payment.chargedAt!,
    seller: { ...MOCK_SELLER, address: [...MOCK_SELLER.address] },
    item,
    amountUsd: payment.amountUsd,
    currency: payment.currency,
    paymentMethod: {
      kind: method?.kind ?? 'CARD',
      name: method?.name ?? '',
      cardLast4: payment.cardLast4 ?? null,
    },
    buyerEmail,
    paymentStatus,
    deliveryConsentAt,
  }
}

/** A paid purchase's receipt (docs/api.md 4.5); anyone else's answers as if it did not exist. */
export function receiptHandlers(db: MockDatabase, options: MockOptions) {
  const route = signedRoute(db, options)
  return [
    route(API.receipt, (body, session, { lang }) => {
      tick(db)
      const payment = paymentOf(db, body)
      const receipt = payment && mayRead(payment, session) ? receiptOf(db, payment) : null
      return receipt ? ok(receipt) : fail('noReceipt', lang)
    }),
  ]
}

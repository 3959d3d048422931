import type { PackageDto } from '../../api/contract/catalogue'
import { describeTransaction, type TransactionAbout } from './transactionWords'
import type { CreditPlanDto, TransactionType } from '../../api/contract/order'
import type { InboxMessage } from './accountRecords'
import { deliverMail, randomDigits, randomHex } from './accounts'
import type { MockDatabase } from './database'
import { packageSnapshot, totalMbOf } from './orderMappers'
import {
  iso,
  type CreditOrderRecord,
  type OrderRecord,
  type PaymentRecord,
  type TransactionRecord,
} from './orderRecords'
import { BALANCE_METHOD_ID, SMDP_ADDRESS } from './orderRules'

/**
 * How an order comes to be and what paying or refunding it does: the mock's SM-DP+ issues the
 * eSIM and mails its install kit, and account credit moves only through moveBalance, so every
 * movement leaves a transaction. Checkout, the payment engine, QA and the demo seed all go
 * through here, so a seeded order is made like a bought one.
 */

export const roundCents = (value: number): number => Math.round(value * 100) / 100

function orderNoFor(now: number): string {
  const day = iso(now).slice(0, 10).replace(/-/g, '')
  return `RW${day}${randomDigits(6)}`
}

/** '89' (telecom) + '01' + 15 digits: a 19-digit ICCID no other order has. */
export function newIccid(db: MockDatabase): string {
  for (;;) {
    const iccid = `8901${randomDigits(15)}`
    if (!db.data.orders.some((order) => order.iccid === iccid)) return iccid
  }
}

// --- Creating orders --------------------------------------------------------------------------

/** Opens an UNPAID eSIM order for a package (the checkout's setup step). */
export function createOrder(
  db: MockDatabase,
  email: string,
  pkg: PackageDto,
  currency: string,
  now = Date.now(),
): OrderRecord {
  const area = db.catalogue.areas.find((item) => item.areaId === pkg.areaId)
  const order: OrderRecord = {
    orderId: `ord-${randomHex(8)}`,
    orderNo: orderNoFor(now),
    iccid: '',
    area: area
      ? { areaId: area.areaId, code: area.code, slug: area.slug, type: area.type, name: area.name }
      : { areaId: pkg.areaId, code: '', slug: pkg.areaSlug, type: 'COUNTRY', name: pkg.areaSlug },
    package: packageSnapshot(pkg),
    priceUsd: pkg.priceUsd,
    currency,
    createdAt: iso(now),
    expiresAt: null,
    usedMb: 0,
    totalMb: totalMbOf(pkg),
    usageUpdatedAt: null,
    paymentStatus: 'UNPAID',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    reviewed: false,
    email,
    smdpAddress: '',
    activationCode: '',
    paidAt: null,
    paidWithMethodId: null,
    refundReason: null,
    refundSettlesAt: null,
    usageClock: null,
  }
  db.data.orders.push(order)
  return order
}

export function createCreditOrder(
  db: MockDatabase,
  email: string,
  plan: CreditPlanDto,
  currency: string,
  now = Date.now(),
): CreditOrderRecord {
  const order: CreditOrderRecord = {
    orderId: `crd-${randomHex(8)}`,
    orderNo: orderNoFor(now),
    email,
    creditPlanId: plan.creditPlanId,
    priceUsd: plan.priceUsd,
    creditUsd: plan.creditUsd,
    currency,
    paymentStatus: 'UNPAID',
    createdAt: iso(now),
  }
  db.data.creditOrders.push(order)
  return order
}

export function createPayment(
  db: MockDatabase,
  fields: Pick<
    PaymentRecord,
    'purpose' | 'targetId' | 'email' | 'methodId' | 'amountUsd' | 'currency'
  >,
  now = Date.now(),
): PaymentRecord {
  const payment: PaymentRecord = {
    ...fields,
    paymentId: `pay-${randomHex(8)}`,
    status: 'PENDING',
    failureReason: null,
    createdAt: iso(now),
    awaiting: null,
    redirectUrl: null,
    executedAt: null,
    settling: null,
    chargedAt: null,
  }
  db.data.payments.push(payment)
  return payment
}

/** An eSIM from the mock SM-DP+: the order becomes PAID / VALID / UNDOWNLOAD with an ICCID. */
export function markOrderPaid(
  db: MockDatabase,
  order: OrderRecord,
  methodId: number,
  now = Date.now(),
): void {
  order.paymentStatus = 'PAID'
  order.state = 'VALID'
  order.installStatus = 'UNDOWNLOAD'
  order.iccid ||= newIccid(db)
  order.smdpAddress ||= SMDP_ADDRESS
  order.activationCode ||= `${randomHex(4)}-${randomHex(4)}-${randomHex(4)}`.toUpperCase()
  order.paidAt = iso(now)
  order.paidWithMethodId = methodId
  mailInstallKit(db, order, now)
}

/** The install kit "mailed" when an order is paid (the QA lab's inbox shows it). */
function mailInstallKit(db: MockDatabase, order: OrderRecord, now: number): void {
  const email = order.kitEmail ?? order.email
  const kit: InboxMessage = {
    kind: 'INSTALL_KIT',
    email,
    orderId: order.orderId,
    orderNo: order.orderNo,
    smdpAddress: order.smdpAddress,
    activationCode: order.activationCode,
    qrPayload: `LPA:1$${order.smdpAddress}$${order.activationCode}`,
    sentAt: iso(now),
    deliveryConsentAt: order.deliveryConsentAt ?? null,
  }
  deliverMail(db, kit)
}

// --- Balance ------------------------------------------------------------------------------------

/** Moves an account's credit and records the movement (signed amount, balance after). */
export function moveBalance(
  db: MockDatabase,
  email: string,
  amountUsd: number,
  type: TransactionType,
  about: TransactionAbout | string,
  refs: Pick<TransactionRecord, 'orderNo' | 'paymentId'>,
  now = Date.now(),
): TransactionRecord {
  const balanceAfterUsd = roundCents((db.data.balancesUsd[email] ?? 0) + amountUsd)
  db.data.balancesUsd[email] = balanceAfterUsd
  const record: TransactionRecord = {
    transactionId: `txn-${randomHex(8)}`,
    type,
    amountUsd: roundCents(amountUsd),
    balanceAfterUsd,
    description: describeTransaction(about, 'en'),
    ...(typeof about === 'string' ? {} : { about }),
    orderNo: refs.orderNo,
    paymentId: refs.paymentId,
    createdAt: iso(now),
    email,
  }
  db.data.transactions.push(record)
  return record
}

// --- Refunds ----------------------------------------------------------------------------------

/** REFUNDING -> REFUNDED; a balance payment goes back to the balance. */
export function completeRefund(db: MockDatabase, order: OrderRecord, now = Date.now()): void {
  if (order.paymentStatus !== 'REFUNDING') return
  order.paymentStatus = 'REFUNDED'
  order.refundSettlesAt = null
  if (order.paidWithMethodId === BALANCE_METHOD_ID) {
    moveBalance(
      db,
      order.email,
      order.priceUsd,
      'REFUND',
      { kind: 'refund', orderNo: order.orderNo },
      { orderNo: order.orderNo, paymentId: null },
      now,
    )
  }
}

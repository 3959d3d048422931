import type { ApiEnvelope } from '../../api/contract/envelope'
import type {
  OrderDto,
  PaymentOutcome,
  PaymentPurpose,
  PaymentStatus,
  TopupOrderDto,
  TransactionDto,
} from '../../api/contract/order'
import type { TransactionAbout } from './transactionWords'

/**
 * What the order side of the mock database stores: eSIM orders, credit purchases, top-ups,
 * payments, balance movements and the idempotency store (docs/api.md, "Orders and payment"). A
 * record is its DTO plus what only the server knows, which orderMappers.ts leaves out of answers.
 */

/**
 * Where usage counting restarted: usedMb was baseMb at fromMs (epoch ms). Usage is computed from
 * it, never added up tick by tick, so the same clock always gives the same figures.
 */
export interface UsageClock {
  fromMs: number
  baseMb: number
}

/** An eSIM order: the DTO plus what only the server knows. */
export interface OrderRecord extends OrderDto {
  email: string
  smdpAddress: string
  activationCode: string
  /** The method that paid it, so a refund knows whether to credit the balance. */
  paidWithMethodId: number | null
  /** ISO 8601: the buyer's consent to immediate delivery (PurchaseConsentDto). */
  deliveryConsentAt?: string
  /** Where the install kit is mailed when it is paid: a guest's given address, else the account's. */
  kitEmail?: string
  refundReason: string | null
  /** Epoch ms when REFUNDING turns REFUNDED; null holds it in REFUNDING (QA demo orders). */
  refundSettlesAt: number | null
  /**
   * Set while the eSIM uses data; absent in records saved before usage moved by itself and in
   * hand-written ones (tests, QA), which start counting the first time the mock sees them.
   */
  usageClock?: UsageClock | null
  /** Days of top-ups paid before the plan started: its clock counts them too once it starts. */
  waitingDays?: number
}

/** How long the plan runs once it starts: its own days and any top-up's bought before then. */
export function validityDaysOf(order: OrderRecord): number {
  return order.package.days + (order.waitingDays ?? 0)
}

/** A credit recharge: paid like an order, never listed in /v3/query/orders. */
export interface CreditOrderRecord {
  orderId: string
  orderNo: string
  email: string
  creditPlanId: string
  priceUsd: number
  creditUsd: number
  currency: string
  paymentStatus: PaymentStatus
  createdAt: string
}

export interface TopupOrderRecord extends TopupOrderDto {
  /** Who asked, when signed in; top-up needs no login (the ICCID is the credential). */
  email: string | null
  /** ISO 8601: the buyer's consent to immediate delivery (PurchaseConsentDto). */
  deliveryConsentAt?: string
}

export interface PaymentRecord {
  paymentId: string
  purpose: PaymentPurpose
  /** orderId (ORDER, CREDIT) or topupOrderId (TOPUP). */
  targetId: string
  email: string | null
  methodId: number
  amountUsd: number
  currency: string
  status: PaymentOutcome
  /** An id of PAYMENT_REASONS (messages/paymentReasons.ts), worded at each status answer. */
  failureReason: string | null
  createdAt: string
  /** What the client must do before the outcome is known. */
  awaiting: 'CHALLENGE' | 'REDIRECT' | null
  /** The provider page a REDIRECT attempt sent the shopper to. */
  redirectUrl: string | null
  /** Epoch ms of the last execute, for abandoning a challenge or redirect. */
  executedAt: number | null
  /** An outcome the provider reported, applied after a few polls or a short wait. */
  settling: {
    outcome: Exclude<PaymentOutcome, 'PENDING'>
    failureReason: string | null
    polls: number
    settlesAt: number
  } | null
  /** Set once money moved; nothing charges a payment twice. */
  chargedAt: string | null
  /** The paying card's last four digits (card and Google Pay), for the receipt. */
  cardLast4?: string | null
}

export interface TransactionRecord extends TransactionDto {
  email: string
  /** What it was for, worded in each answer's language; `description` keeps the English. */
  about?: TransactionAbout
}

export interface IdempotencyRecord {
  /** A SHA-256 of the request, never the request itself: it may carry a card number. */
  fingerprint: string
  envelope: ApiEnvelope<unknown>
  at: number
}

export interface OrderData {
  orders: OrderRecord[]
  creditOrders: CreditOrderRecord[]
  topupOrders: TopupOrderRecord[]
  payments: PaymentRecord[]
  transactions: TransactionRecord[]
  /** `${path}|${idempotencyKey}` -> the first answer. */
  idempotency: Record<string, IdempotencyRecord>
  /**
   * The simulated provider's opaque results (src/mocks/payment/provider.ts), by token, until a
   * follow-up spends them.
   */
  providerResults: Record<string, ProviderResultRecord>
}

/** What the shopper answered on the simulated provider's page, for one payment. */
export interface ProviderResultRecord {
  paymentId: string
  kind: 'threeDSResult' | 'redirectResult'
  result: 'AUTHORISED' | 'REFUSED' | 'CANCELLED'
}

export function freshOrderData(): OrderData {
  return {
    orders: [],
    creditOrders: [],
    topupOrders: [],
    payments: [],
    transactions: [],
    idempotency: {},
    providerResults: {},
  }
}

/** Records keep times as ISO 8601 strings, as the DTOs carry them. */
export const iso = (ms: number): string => new Date(ms).toISOString()

import sha256 from 'crypto-js/sha256'
import type { ApiEnvelope } from '../../api/contract/envelope'
import type { PackageDto } from '../../api/contract/catalogue'
import type {
  CreditPlanDto,
  InstallStatus,
  OrderDto,
  OrderPackageDto,
  OrderUsageState,
  PaymentOutcome,
  PaymentPurpose,
  PaymentStatus,
  TopupOrderDto,
  TransactionDto,
  TransactionType,
} from '../../api/contract/order'
import { randomDigits, randomHex } from './accounts'
import type { MockDatabase } from './database'

/**
 * The order side of the mock database: eSIM orders, credit purchases, top-ups, payments,
 * balance movements and the idempotency store (docs/api.md, "Orders and payment").
 */

/** Every rule of the order side in one place, so docs/api.md and the tests can quote it. */
export const ORDER_RULES = {
  /** A redirect payment with a provider answer reads PENDING for this many status polls... */
  settlePolls: 2,
  /** ...or until this long after the answer, whichever ends first. */
  settleMs: 1500,
  /** REFUNDING becomes REFUNDED on the first read this long after the request. */
  refundSettleMs: 3000,
  /** A paid order can be refunded this long after payment (and only before installation). */
  refundWindowMs: 30 * 86_400_000,
  /** A challenge or redirect nobody finishes is cancelled after this long. */
  abandonMs: 30 * 60_000,
  /** Idempotency records are kept this long. */
  idempotencyTtlMs: 24 * 3_600_000,
  reviewMaxLength: 1000,
  refundReasonMaxLength: 500,
  maxPageSize: 50,
  /**
   * An Active eSIM (PAID, INUSE, profile INSTALLED or ENABLED) uses this much data per minute
   * until its data or its validity runs out, so QA sees usage move (docs/qa.md).
   */
  usageMbPerMinute: 1,
} as const

/** The exact msg texts the client shows (SPEC 8: the server msg is what the user reads). */
export const ORDER_MESSAGES = {
  paymentUnavailable: 'Payment is unavailable, please contact customer service.',
  keyRequired: 'An idempotency key is required',
  keyReused: 'This idempotency key was already used for a different request',
  badPurpose: 'purpose must be ORDER, TOPUP or CREDIT',
  badCurrency: 'This currency is not supported',
  badItem: 'Unknown purchase item',
  noPackage: 'No plan with this id',
  noCreditPlan: 'No credit plan with this id',
  methodUnavailable: 'This payment method is not available here',
  noPayment: 'No payment with this id',
  noOrder: 'No order with this id',
  noTopupOrder: 'No top-up order with this id',
  noPaymentYet: 'This order has no payment yet',
  notSamePage: 'This payment method does not use the card form',
  badReturnUrl: 'returnUrl must be a path or an http(s) URL',
  cardMissing: 'Please enter the card details',
  cardInvalid: 'The card number is not valid',
  alreadyPaid: 'This order is already paid',
  notPayable: 'This order can no longer be paid',
  stillProcessing: 'A payment for this order is still being processed',
  notAwaiting: 'This payment is not waiting for a challenge or the provider',
  badDetails: 'details.result must be AUTHORISED, REFUSED or CANCELLED',
  balanceTooLow: 'Your credit balance is too low for this payment',
  creditForCredit: 'Credit cannot be bought with credit',
  needsAccount: 'This needs an account login',
  badTab: 'tab must be CURRENT or PAST',
  badPageNum: 'pageNum must be a whole number from 1',
  badPageSize: `pageSize must be from 1 to ${ORDER_RULES.maxPageSize}`,
  notPaidResource: 'This order has no eSIM to install yet',
  refundedResource: 'This order was refunded, its eSIM can no longer be installed',
  refundUnpaid: 'Only a paid order can be refunded',
  refundInUse: 'This eSIM has been installed or used, so it can no longer be refunded',
  refundWindow: 'The 30-day refund window for this order has passed',
  refundReasonTooLong: `The reason can be at most ${ORDER_RULES.refundReasonMaxLength} characters`,
  reviewUnpaid: 'Only a paid order can be reviewed',
  reviewTwice: 'This order has already been reviewed',
  badRating: 'The rating must be a whole number from 1 to 5',
  reviewTooLong: `The review can be at most ${ORDER_RULES.reviewMaxLength} characters`,
  badIccid: 'Please enter a valid ICCID: 19 or 20 digits starting with 89',
  noIccid: 'No eSIM with this ICCID',
  iccidRefunded: 'This eSIM was refunded and cannot be topped up',
  iccidExpired: 'This eSIM has expired and cannot be topped up',
  iccidDeleted: 'This eSIM was deleted and cannot be topped up',
  topupPackage: 'This plan cannot top up this eSIM',
  topupPaid: 'This top-up is already paid',
  challengeFailed: '3-D Secure authentication failed',
  providerDeclined: 'Declined by the payment provider',
  providerCancelled: 'The payment was cancelled at the payment provider',
  abandoned: 'The payment was not completed in time',
  replaced: 'Replaced by a newer payment attempt',
  voided: 'The order was already paid, so this payment was voided',
} as const

// --- Records ----------------------------------------------------------------------------------

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
  refundReason: string | null
  /** Epoch ms when REFUNDING turns REFUNDED; null holds it in REFUNDING (QA demo orders). */
  refundSettlesAt: number | null
  /**
   * Set while the eSIM uses data; absent in records saved before usage moved by itself and in
   * hand-written ones (tests, QA), which start counting the first time the mock sees them.
   */
  usageClock?: UsageClock | null
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
}

export interface TransactionRecord extends TransactionDto {
  email: string
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
}

export function freshOrderData(): OrderData {
  return {
    orders: [],
    creditOrders: [],
    topupOrders: [],
    payments: [],
    transactions: [],
    idempotency: {},
  }
}

// --- Seeded constants -------------------------------------------------------------------------

/** The mock cannot import config/, so it keeps its own copy of the SPEC 9 rates. */
export const MOCK_CURRENCY_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  GBP: 0.88,
  JPY: 147.8,
  THB: 37.89,
  TRY: 18.62,
  KRW: 1424.8,
  HKD: 7.85,
  SGD: 1.42,
  RUB: 62.18,
  INR: 82.88,
  CAD: 1.37,
  CNY: 7.31,
  EUR: 1.02,
}

export const CREDIT_PLANS: readonly CreditPlanDto[] = [
  { creditPlanId: 'credit-20', priceUsd: 20, creditUsd: 22, popular: false },
  { creditPlanId: 'credit-50', priceUsd: 50, creditUsd: 57, popular: true },
  { creditPlanId: 'credit-100', priceUsd: 100, creditUsd: 120, popular: false },
]

export const SMDP_ADDRESS = 'smdp.esim-mock.example'

/** The id of account credit (BALANCE) in the method list. */
export const BALANCE_METHOD_ID = 9

// --- Small helpers ----------------------------------------------------------------------------

export const roundCents = (value: number): number => Math.round(value * 100) / 100

const iso = (ms: number): string => new Date(ms).toISOString()

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

export function packageSnapshot(pkg: PackageDto): OrderPackageDto {
  const snapshot: OrderPackageDto = {
    packageId: pkg.packageId,
    type: pkg.type,
    dataMb: pkg.dataMb,
    days: pkg.days,
  }
  if (pkg.voiceMinutes !== undefined) snapshot.voiceMinutes = pkg.voiceMinutes
  if (pkg.smsCount !== undefined) snapshot.smsCount = pkg.smsCount
  return snapshot
}

/** A daily plan's allowance renews every day, so its total is the daily amount times the days. */
export function totalMbOf(pkg: Pick<PackageDto, 'type' | 'dataMb' | 'days'>): number {
  return pkg.type === 'DAILY_UNLIMITED' ? pkg.dataMb * pkg.days : pkg.dataMb
}

export function toOrderDto(record: OrderRecord): OrderDto {
  return {
    orderId: record.orderId,
    orderNo: record.orderNo,
    iccid: record.iccid,
    area: { ...record.area },
    package: { ...record.package },
    priceUsd: record.priceUsd,
    currency: record.currency,
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
    usedMb: record.usedMb,
    totalMb: record.totalMb,
    usageUpdatedAt: record.usageUpdatedAt,
    paymentStatus: record.paymentStatus,
    state: record.state,
    installStatus: record.installStatus,
    reviewed: record.reviewed,
    paidAt: record.paidAt ?? null,
  }
}

export function toTopupOrderDto(record: TopupOrderRecord): TopupOrderDto {
  return {
    topupOrderId: record.topupOrderId,
    orderId: record.orderId,
    iccid: record.iccid,
    package: { ...record.package },
    priceUsd: record.priceUsd,
    currency: record.currency,
    paymentStatus: record.paymentStatus,
    createdAt: record.createdAt,
  }
}

export function toTransactionDto(record: TransactionRecord): TransactionDto {
  return {
    transactionId: record.transactionId,
    type: record.type,
    amountUsd: record.amountUsd,
    balanceAfterUsd: record.balanceAfterUsd,
    description: record.description,
    orderNo: record.orderNo,
    createdAt: record.createdAt,
  }
}

/** Fields the interceptor adds to every body; they differ between retries of one intent. */
const ENVELOPE_FIELDS = new Set(['meta', 'clientId', 'email'])

/**
 * Same key with same body = replay; the fingerprint ignores what the interceptor adds. It is a
 * hash because the store is persisted (localStorage in the browser) and an execute body holds
 * the card number: comparing hashes needs no copy of the number.
 */
export function fingerprintOf(body: Record<string, unknown>): string {
  const canonical = stableStringify(
    Object.fromEntries(Object.entries(body).filter(([key]) => !ENVELOPE_FIELDS.has(key))),
  )
  return sha256(canonical).toString()
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
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
}

// --- Balance ------------------------------------------------------------------------------------

/** Moves an account's credit and records the movement (signed amount, balance after). */
export function moveBalance(
  db: MockDatabase,
  email: string,
  amountUsd: number,
  type: TransactionType,
  description: string,
  orderNo: string | null,
  now = Date.now(),
): TransactionRecord {
  const balanceAfterUsd = roundCents((db.data.balancesUsd[email] ?? 0) + amountUsd)
  db.data.balancesUsd[email] = balanceAfterUsd
  const record: TransactionRecord = {
    transactionId: `txn-${randomHex(8)}`,
    type,
    amountUsd: roundCents(amountUsd),
    balanceAfterUsd,
    description,
    orderNo,
    createdAt: iso(now),
    email,
  }
  db.data.transactions.push(record)
  return record
}

// --- Refunds and time ---------------------------------------------------------------------------

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
      `Refund of order ${order.orderNo}`,
      order.orderNo,
      now,
    )
  }
}

// --- Usage over time ----------------------------------------------------------------------------

const MINUTE_MS = 60_000

/** The carrier reports usage only for a profile on a phone, in use, that has been paid for. */
export function isUsingData(order: OrderRecord): boolean {
  return (
    order.paymentStatus === 'PAID' &&
    order.state === 'INUSE' &&
    (order.installStatus === 'INSTALLED' || order.installStatus === 'ENABLED')
  )
}

/** Counting starts again from the order as it is now (after a QA move or a top-up). */
export function restartUsageClock(order: OrderRecord, now: number): void {
  order.usageClock = isUsingData(order) ? { fromMs: now, baseMb: order.usedMb } : null
}

/**
 * Brings an order's usage up to `now`: whole minutes since its clock started, at
 * ORDER_RULES.usageMbPerMinute, until the data or the validity runs out. usageUpdatedAt is the
 * minute of the last change, so the result depends only on the clock and `now`, not on how
 * often this runs. True when the record changed (it must be saved).
 */
export function accrueUsage(order: OrderRecord, now: number): boolean {
  if (!isUsingData(order)) {
    if (!order.usageClock) return false
    order.usageClock = null
    return true
  }
  const started = !order.usageClock
  const clock = (order.usageClock ??= { fromMs: now, baseMb: order.usedMb })
  const until = order.expiresAt === null ? now : Math.min(now, Date.parse(order.expiresAt))
  const rate = ORDER_RULES.usageMbPerMinute
  const minutesToFull = Math.max(0, Math.ceil((order.totalMb - clock.baseMb) / rate))
  const minutes = Math.min(
    Math.max(0, Math.floor((until - clock.fromMs) / MINUTE_MS)),
    minutesToFull,
  )
  const usedMb = Math.max(clock.baseMb, Math.min(order.totalMb, clock.baseMb + minutes * rate))
  if (minutes === 0 || usedMb === order.usedMb) return started
  order.usedMb = usedMb
  order.usageUpdatedAt = iso(clock.fromMs + minutes * MINUTE_MS)
  return true
}

// --- QA helpers -------------------------------------------------------------------------------

export interface AdvanceOrderChange {
  state?: OrderUsageState
  installStatus?: InstallStatus
  usedMb?: number
  /** ISO 8601, or null to stop the validity clock. */
  expiresAt?: string | null
}

/**
 * Moves a PAID order along as the carrier would (QA panel and tests). INUSE starts the validity
 * clock when it has not started; a new usedMb stamps usageUpdatedAt. Throws for an unknown or
 * unpaid order: QA should see that at once.
 */
export function advanceOrder(
  db: MockDatabase,
  orderId: string,
  change: AdvanceOrderChange,
  now = Date.now(),
): OrderDto {
  const order = db.data.orders.find((item) => item.orderId === orderId)
  if (!order) throw new Error(`advanceOrder: no order ${orderId}`)
  if (order.paymentStatus !== 'PAID') throw new Error(`advanceOrder: order ${orderId} is not PAID`)
  // What was used up to now stays used; counting goes on from the new state below.
  accrueUsage(order, now)
  if (change.state) order.state = change.state
  if (change.installStatus) order.installStatus = change.installStatus
  if (change.usedMb !== undefined) {
    order.usedMb = Math.max(0, Math.round(change.usedMb))
    order.usageUpdatedAt = iso(now)
  }
  if (change.expiresAt !== undefined) order.expiresAt = change.expiresAt
  else if (order.state === 'INUSE' && order.expiresAt === null) {
    order.expiresAt = iso(now + order.package.days * 86_400_000)
  }
  restartUsageClock(order, now)
  db.save()
  return toOrderDto(order)
}

interface DemoOrderSpec {
  packageId: string
  paymentStatus: PaymentStatus
  state: OrderUsageState
  installStatus: InstallStatus
  usedShare?: number
  /** Days from now to expiry (negative: in the past); omitted: clock not started. */
  expiresInDays?: number
  ageDays: number
}

/** One order per label of SPEC 4.1, plus an unpaid one and two "running low" ones. */
const DEMO_ORDERS: readonly DemoOrderSpec[] = [
  {
    packageId: 'jp-data-5gb-30d',
    paymentStatus: 'UNPAID',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    ageDays: 0.1,
  },
  {
    packageId: 'jp-data-10gb-30d',
    paymentStatus: 'PAID',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    ageDays: 0.5,
  },
  {
    packageId: 'us-data-10gb-30d',
    paymentStatus: 'PAID',
    state: 'VALID',
    installStatus: 'INSTALLED',
    ageDays: 1,
  },
  {
    packageId: 'kr-data-5gb-30d',
    paymentStatus: 'PAID',
    state: 'VALID',
    installStatus: 'DELETED',
    ageDays: 2,
  },
  {
    packageId: 'eu-data-10gb-30d',
    paymentStatus: 'PAID',
    state: 'INUSE',
    installStatus: 'ENABLED',
    usedShare: 0.35,
    expiresInDays: 20,
    ageDays: 3,
  },
  {
    packageId: 'th-data-10gb-30d',
    paymentStatus: 'PAID',
    state: 'INUSE',
    installStatus: 'ENABLED',
    usedShare: 0.9,
    expiresInDays: 12,
    ageDays: 4,
  },
  {
    packageId: 'gb-data-5gb-30d',
    paymentStatus: 'PAID',
    state: 'INUSE',
    installStatus: 'ENABLED',
    usedShare: 0.5,
    expiresInDays: 0.5,
    ageDays: 29,
  },
  {
    packageId: 'fr-data-3gb-15d',
    paymentStatus: 'PAID',
    state: 'TIME_FINISHED',
    installStatus: 'ENABLED',
    usedShare: 0.6,
    expiresInDays: -2,
    ageDays: 20,
  },
  {
    packageId: 'it-data-10gb-30d',
    paymentStatus: 'PAID',
    state: 'USAGE_FINISHED',
    installStatus: 'ENABLED',
    usedShare: 1,
    expiresInDays: 10,
    ageDays: 22,
  },
  {
    packageId: 'es-data-5gb-30d',
    paymentStatus: 'PAID',
    state: 'EXPIRED',
    installStatus: 'DISABLED',
    usedShare: 0.2,
    expiresInDays: -40,
    ageDays: 75,
  },
  {
    packageId: 'de-data-20gb-30d',
    paymentStatus: 'REFUNDING',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    ageDays: 5,
  },
  {
    packageId: 'tr-data-10gb-30d',
    paymentStatus: 'REFUNDED',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    ageDays: 40,
  },
]

/**
 * Gives an account one order in every label of SPEC 4.1 (Undownload, Inactive, Deleted, Active,
 * Time finished, Usage finished, Expired, Refunding, Refunded), an unpaid one, an Active one with
 * under 20% data left and one expiring within a day. The Refunding one stays Refunding. Calling it
 * again adds another set. Returns the orders newest first.
 */
export function seedDemoOrders(db: MockDatabase, email: string, now = Date.now()): OrderDto[] {
  const owner = email.trim().toLowerCase()
  const created = DEMO_ORDERS.map((spec) => {
    const pkg =
      db.catalogue.packages.find((item) => item.packageId === spec.packageId) ??
      db.catalogue.packages[0]!
    const createdMs = now - spec.ageDays * 86_400_000
    const order = createOrder(db, owner, pkg, 'USD', createdMs)
    if (spec.paymentStatus !== 'UNPAID') markOrderPaid(db, order, 5, createdMs + 60_000)
    order.paymentStatus = spec.paymentStatus
    order.state = spec.state
    order.installStatus = spec.installStatus
    if (spec.usedShare !== undefined) {
      order.usedMb = Math.round(order.totalMb * spec.usedShare)
      order.usageUpdatedAt = iso(now - 3_600_000)
    }
    if (spec.expiresInDays !== undefined)
      order.expiresAt = iso(now + spec.expiresInDays * 86_400_000)
    if (spec.paymentStatus === 'REFUNDING') order.refundReason = 'Trip cancelled'
    if (spec.paymentStatus === 'REFUNDED') order.refundReason = 'Bought the wrong plan'
    // The seeded figures are today's; the Active ones use data from here on.
    restartUsageClock(order, now)
    return order
  })
  db.save()
  return created.reverse().map(toOrderDto)
}

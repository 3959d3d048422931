import { HttpResponse } from 'msw'
import type { ApiEnvelope } from '../../api/contract/envelope'
import type {
  AdyenJsonDto,
  PaymentExecutionDto,
  PaymentMethodDto,
  PaymentOutcome,
  PaymentPurpose,
  PaymentStatusDto,
  TopupPaymentStatusDto,
} from '../../api/contract/order'
import { findCurrency } from '../../api/contract/currencies'
import type { MockDatabase } from '../db/database'
import {
  BALANCE_METHOD_ID,
  ORDER_RULES as RULES,
  accrueUsage,
  completeRefund,
  fingerprintOf,
  markOrderPaid,
  moveBalance,
  restartUsageClock,
  totalMbOf,
  type PaymentRecord,
} from '../db/orders'
import {
  failureEnvelope,
  paymentReasonText,
  type FailureId,
  type PaymentReasonId,
} from '../failures'
import { isRefusal, refusal, type Refusal } from '../respond'
import type { SessionInfo } from './signedRoute'

/**
 * The payment engine shared by checkout, pay-order, top-up and credit: method lists, test cards,
 * execute and its follow-ups, settling, idempotency and the clock (docs/api.md, "Mock behaviour").
 */

export type Envelope = ApiEnvelope<unknown>

/**
 * What the engine decides: a success envelope, or a refusal by id that `reply` (or `idempotent`)
 * words in the request's language. The engine itself never sees the request.
 */
export type Answer = Envelope | Refusal

export function okEnv<T>(obj: T): ApiEnvelope<T> {
  return { code: 200, success: true, msg: 'success', obj }
}

/** The envelope of an answer, a refusal worded in `lang`. */
export function envelopeOf(answer: Answer, lang: string): Envelope {
  return isRefusal(answer) ? failureEnvelope(answer.refused, lang, answer.params) : answer
}

export function reply(answer: Answer, lang: string): Response {
  return HttpResponse.json(envelopeOf(answer, lang))
}

/** A refusal by id (src/mocks/failures.ts); its code comes with it. */
export const refuse = (failure: FailureId): Refusal => refusal(failure)
export const paymentUnavailable = (): Refusal => refusal('paymentUnavailable')

// --- Methods and test cards -------------------------------------------------------------------

/** Ids 5 and 6 pay on the page (SPEC 9); the others leave for the provider through /transit. */
export const PAYMENT_METHODS: readonly PaymentMethodDto[] = [
  { id: 1, name: 'PayPal', kind: 'PAYPAL' },
  { id: 2, name: 'Alipay', kind: 'ALIPAY' },
  { id: 5, name: 'Credit or debit card', kind: 'CARD' },
  { id: 6, name: 'Google Pay', kind: 'GOOGLE_PAY' },
  { id: BALANCE_METHOD_ID, name: 'Account credit', kind: 'BALANCE' },
]

export const SAME_PAGE_METHOD_IDS: readonly number[] = [5, 6]

const PURPOSES: readonly PaymentPurpose[] = ['ORDER', 'TOPUP', 'CREDIT']

export const isPurpose = (value: unknown): value is PaymentPurpose =>
  PURPOSES.includes(value as PaymentPurpose)

export const isCurrency = (value: unknown): value is string =>
  typeof value === 'string' && findCurrency(value) !== undefined

/** Account credit only for an account session, and never to buy credit (SPEC 6). */
export function methodsFor(purpose: PaymentPurpose, session: SessionInfo | null) {
  return PAYMENT_METHODS.filter(
    (method) =>
      method.kind !== 'BALANCE' || (purpose !== 'CREDIT' && session?.loginType === 'accountLogin'),
  )
}

/** Why a method cannot pay for this purpose in this session, or null when it can. */
export function methodRefusal(
  purpose: PaymentPurpose,
  methodId: unknown,
  session: SessionInfo | null,
): Refusal | null {
  if (methodsFor(purpose, session).some((method) => method.id === methodId)) return null
  if (methodId !== BALANCE_METHOD_ID) return refuse('methodUnavailable')
  return purpose === 'CREDIT' ? refuse('creditForCredit') : refuse('needsAccount')
}

type CardVerdict =
  | { outcome: 'SUCCEEDED' }
  | { outcome: 'FAILED'; failureReason: PaymentReasonId }
  | { outcome: 'CHALLENGE' }

/** The documented test cards (docs/qa.md); any other valid number is refused. */
export const TEST_CARDS: Readonly<Record<string, CardVerdict>> = {
  '4111111111111111': { outcome: 'SUCCEEDED' },
  '5555555555554444': { outcome: 'SUCCEEDED' },
  '4000000000000002': { outcome: 'FAILED', failureReason: 'cardDeclined' },
  '4000000000009995': { outcome: 'FAILED', failureReason: 'insufficientFunds' },
  '4000000000003220': { outcome: 'CHALLENGE' },
}
const UNKNOWN_CARD: CardVerdict = {
  outcome: 'FAILED',
  failureReason: 'cardNotAccepted',
}

function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null

/**
 * The card number in the component's state data: `paymentMethod.number` (the mock's test form),
 * `paymentMethod.encryptedCardNumber` as Adyen's test prefix `test_<number>`, or `cardNumber`.
 */
function readCard(paymentData: unknown): CardVerdict | Refusal {
  const data = asRecord(paymentData)
  const method = asRecord(data?.paymentMethod)
  const raw = method?.number ?? method?.encryptedCardNumber ?? data?.cardNumber
  if (typeof raw !== 'string' || !raw.trim()) return refuse('cardMissing')
  const digits = raw.replace(/^test_/, '').replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return refuse('cardInvalid')
  return TEST_CARDS[digits] ?? UNKNOWN_CARD
}

type DetailsResult = 'AUTHORISED' | 'REFUSED' | 'CANCELLED'

/** `paymentData.details.result` of a follow-up; undefined when the call is a new attempt. */
function readDetails(paymentData: unknown): DetailsResult | 'BAD' | undefined {
  const details = asRecord(paymentData)?.details
  if (details === undefined) return undefined
  const result = asRecord(details)?.result
  return result === 'AUTHORISED' || result === 'REFUSED' || result === 'CANCELLED' ? result : 'BAD'
}

const isReturnUrl = (value: unknown): value is string =>
  typeof value === 'string' &&
  ((value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^\s]+$/.test(value))

// --- Targets ------------------------------------------------------------------------------------

interface TargetInfo {
  orderId: string
  orderNo: string
  paid: boolean
  payable: boolean
}

export function targetOf(db: MockDatabase, payment: PaymentRecord): TargetInfo {
  if (payment.purpose === 'ORDER') {
    const order = db.data.orders.find((item) => item.orderId === payment.targetId)
    return {
      orderId: payment.targetId,
      orderNo: order?.orderNo ?? '',
      paid: order?.paymentStatus !== 'UNPAID',
      payable: order?.paymentStatus === 'UNPAID',
    }
  }
  if (payment.purpose === 'CREDIT') {
    const order = db.data.creditOrders.find((item) => item.orderId === payment.targetId)
    return {
      orderId: payment.targetId,
      orderNo: order?.orderNo ?? '',
      paid: order?.paymentStatus === 'PAID',
      payable: order?.paymentStatus === 'UNPAID',
    }
  }
  const topup = db.data.topupOrders.find((item) => item.topupOrderId === payment.targetId)
  const esim = db.data.orders.find((item) => item.orderId === topup?.orderId)
  return {
    orderId: payment.targetId,
    orderNo: esim?.orderNo ?? '',
    paid: topup?.paymentStatus === 'PAID',
    payable: topup?.paymentStatus === 'UNPAID',
  }
}

function purchaseDescription(db: MockDatabase, payment: PaymentRecord): string {
  if (payment.purpose === 'ORDER') {
    const order = db.data.orders.find((item) => item.orderId === payment.targetId)
    return `Plan ${order?.package.packageId ?? ''} for ${order?.area.name ?? ''}`.trim()
  }
  const topup = db.data.topupOrders.find((item) => item.topupOrderId === payment.targetId)
  return `Top-up ${topup?.package.packageId ?? ''} for eSIM ${topup?.iccid ?? ''}`.trim()
}

/** The effect of a successful payment on what it paid for. */
function applySuccess(db: MockDatabase, payment: PaymentRecord, now: number): void {
  payment.status = 'SUCCEEDED'
  payment.failureReason = null
  payment.awaiting = null
  payment.redirectUrl = null
  payment.settling = null
  payment.chargedAt = new Date(now).toISOString()
  if (payment.purpose === 'ORDER') {
    const order = db.data.orders.find((item) => item.orderId === payment.targetId)
    if (order) markOrderPaid(db, order, payment.methodId, now)
    return
  }
  if (payment.purpose === 'CREDIT') {
    const order = db.data.creditOrders.find((item) => item.orderId === payment.targetId)
    if (!order) return
    order.paymentStatus = 'PAID'
    moveBalance(
      db,
      order.email,
      order.creditUsd,
      'RECHARGE',
      `Credit: pay $${order.priceUsd.toFixed(2)}, get $${order.creditUsd.toFixed(2)}`,
      order.orderNo,
      now,
    )
    return
  }
  const topup = db.data.topupOrders.find((item) => item.topupOrderId === payment.targetId)
  const esim = db.data.orders.find((item) => item.orderId === topup?.orderId)
  if (!topup || !esim) return
  topup.paymentStatus = 'PAID'
  // Usage so far is counted against the old total; the new data is used from now on.
  accrueUsage(esim, now)
  esim.totalMb += totalMbOf(topup.package)
  const days = topup.package.days * 86_400_000
  if (esim.state === 'TIME_FINISHED') {
    esim.expiresAt = new Date(now + days).toISOString()
  } else if (esim.expiresAt !== null) {
    esim.expiresAt = new Date(Math.max(Date.parse(esim.expiresAt), now) + days).toISOString()
  }
  if (esim.state === 'USAGE_FINISHED' || esim.state === 'TIME_FINISHED') esim.state = 'INUSE'
  restartUsageClock(esim, now)
}

function endPayment(
  payment: PaymentRecord,
  status: Exclude<PaymentOutcome, 'PENDING' | 'SUCCEEDED'>,
  failureReason: PaymentReasonId | string,
): void {
  payment.status = status
  payment.failureReason = failureReason
  payment.awaiting = null
  payment.redirectUrl = null
  payment.settling = null
}

// --- The clock ------------------------------------------------------------------------------------

/**
 * Applies what time has decided: a provider answer after its wait (or, when `poll`, after the
 * status polls), an abandoned challenge or redirect. True when something changed.
 */
export function refreshPayment(
  db: MockDatabase,
  payment: PaymentRecord,
  now: number,
  poll = false,
): boolean {
  if (payment.status !== 'PENDING') return false
  const { settling } = payment
  if (settling) {
    if (poll) settling.polls += 1
    if (settling.polls <= RULES.settlePolls && now < settling.settlesAt) return poll
    if (settling.outcome !== 'SUCCEEDED') {
      endPayment(payment, settling.outcome, settling.failureReason ?? 'providerDeclined')
    } else if (targetOf(db, payment).paid) {
      endPayment(payment, 'CANCELLED', 'voided')
    } else {
      applySuccess(db, payment, now)
    }
    return true
  }
  if (payment.awaiting && payment.executedAt !== null) {
    if (now - payment.executedAt >= RULES.abandonMs) {
      endPayment(payment, 'CANCELLED', 'abandoned')
      return true
    }
  }
  return false
}

/**
 * Runs before every order-side handler: settles payments and refunds that are due, and brings
 * the usage of eSIMs in use up to now.
 */
export function tick(db: MockDatabase, now = Date.now()): void {
  let changed = false
  for (const payment of db.data.payments) {
    if (refreshPayment(db, payment, now)) changed = true
  }
  for (const order of db.data.orders) {
    if (
      order.paymentStatus === 'REFUNDING' &&
      order.refundSettlesAt !== null &&
      now >= order.refundSettlesAt
    ) {
      completeRefund(db, order, now)
      changed = true
    }
    if (accrueUsage(order, now)) changed = true
  }
  for (const [key, record] of Object.entries(db.data.idempotency)) {
    if (now - record.at >= RULES.idempotencyTtlMs) {
      delete db.data.idempotency[key]
      changed = true
    }
  }
  if (changed) db.save()
}

// --- Idempotency ------------------------------------------------------------------------------

/**
 * docs/api.md 1.8: the same key with the same body replays the first successful answer and does
 * no new work; the same key with another body is refused. Refusals are not stored, so a retry
 * after, say, RT_NOBEL_ERROR_10031 is decided afresh.
 */
export function idempotent(
  db: MockDatabase,
  path: string,
  body: object,
  session: SessionInfo | null,
  lang: string,
  run: () => Answer,
): Response {
  const fields = body as Record<string, unknown>
  const key = fields.idempotencyKey
  if (typeof key !== 'string' || !key.trim() || key.length > 200) {
    return reply(refuse('keyRequired'), lang)
  }
  const storeKey = `${path}|${session?.email ?? '-'}|${key}`
  const fingerprint = fingerprintOf(fields)
  const seen = db.data.idempotency[storeKey]
  if (seen) {
    return reply(seen.fingerprint === fingerprint ? seen.envelope : refuse('keyReused'), lang)
  }
  const answer = run()
  // Only successes are kept, and they carry no words, so a replay in another language is right.
  if (!isRefusal(answer) && answer.success) {
    db.data.idempotency[storeKey] = { fingerprint, envelope: answer, at: Date.now() }
  }
  db.save()
  return reply(answer, lang)
}

// --- Execute ----------------------------------------------------------------------------------

export interface ExecuteInput {
  paymentMethodId: unknown
  returnUrl: unknown
  paymentData?: unknown
}

function challengeAction(payment: PaymentRecord): AdyenJsonDto {
  return {
    type: 'threeDS2',
    subtype: 'challenge',
    paymentMethodType: 'scheme',
    token: `mock-3ds-${payment.paymentId}`,
    mockChallenge: {
      paymentId: payment.paymentId,
      results: ['AUTHORISED', 'REFUSED', 'CANCELLED'],
    },
  }
}

export function executionOf(payment: PaymentRecord): PaymentExecutionDto {
  if (payment.status === 'PENDING' && payment.awaiting === 'CHALLENGE') {
    return {
      paymentId: payment.paymentId,
      status: 'PENDING',
      action: { type: 'ADYEN_ACTION', action: challengeAction(payment) },
    }
  }
  if (payment.status === 'PENDING' && payment.awaiting === 'REDIRECT' && payment.redirectUrl) {
    return {
      paymentId: payment.paymentId,
      status: 'PENDING',
      action: { type: 'REDIRECT', url: payment.redirectUrl },
    }
  }
  return { paymentId: payment.paymentId, status: payment.status, action: { type: 'NONE' } }
}

/** A follow-up: the 3-D Secure challenge or the provider page reports its result. */
function completeAwaiting(
  db: MockDatabase,
  payment: PaymentRecord,
  result: DetailsResult | 'BAD',
  now: number,
): Answer {
  if (payment.status !== 'PENDING' || payment.settling) return okEnv(executionOf(payment))
  if (!payment.awaiting) return refuse('notAwaiting')
  if (result === 'BAD') return refuse('badDetails')
  if (payment.awaiting === 'CHALLENGE') {
    if (result === 'REFUSED') endPayment(payment, 'FAILED', 'challengeFailed')
    else if (result === 'CANCELLED') endPayment(payment, 'CANCELLED', 'providerCancelled')
    else if (targetOf(db, payment).paid) endPayment(payment, 'CANCELLED', 'voided')
    else applySuccess(db, payment, now)
    return okEnv(executionOf(payment))
  }
  payment.awaiting = null
  payment.redirectUrl = null
  payment.settling = {
    outcome: result === 'AUTHORISED' ? 'SUCCEEDED' : result === 'REFUSED' ? 'FAILED' : 'CANCELLED',
    failureReason:
      result === 'AUTHORISED'
        ? null
        : result === 'REFUSED'
          ? 'providerDeclined'
          : 'providerCancelled',
    polls: 0,
    settlesAt: now + RULES.settleMs,
  }
  return okEnv(executionOf(payment))
}

/**
 * One execute call on a payment: a follow-up (paymentData.details), a replay of a payment that
 * already succeeded or is settling (nothing is charged twice), or a new attempt with the named
 * method (a FAILED, CANCELLED or unfinished attempt may be retried).
 */
export function executeAttempt(
  db: MockDatabase,
  payment: PaymentRecord,
  input: ExecuteInput,
  session: SessionInfo | null,
  now = Date.now(),
): Answer {
  refreshPayment(db, payment, now)
  const details = readDetails(input.paymentData)
  if (details !== undefined) return completeAwaiting(db, payment, details, now)
  if (payment.status === 'SUCCEEDED' || payment.settling) return okEnv(executionOf(payment))
  const target = targetOf(db, payment)
  if (target.paid) return refuse('alreadyPaid')
  if (!target.payable) return refuse('notPayable')
  const refusal = methodRefusal(payment.purpose, input.paymentMethodId, session)
  if (refusal) return refusal
  const method = PAYMENT_METHODS.find((item) => item.id === input.paymentMethodId)!

  if (method.kind === 'BALANCE') {
    const email = session!.email
    if ((db.data.balancesUsd[email] ?? 0) + 1e-9 < payment.amountUsd) {
      return refuse('balanceTooLow')
    }
    startAttempt(payment, method.id, now)
    moveBalance(
      db,
      email,
      -payment.amountUsd,
      payment.purpose === 'TOPUP' ? 'TOPUP' : 'PURCHASE',
      purchaseDescription(db, payment),
      target.orderNo || null,
      now,
    )
    applySuccess(db, payment, now)
    return okEnv(executionOf(payment))
  }

  if (SAME_PAGE_METHOD_IDS.includes(method.id)) {
    const verdict = readCard(input.paymentData)
    if (isRefusal(verdict)) return verdict
    startAttempt(payment, method.id, now)
    if (verdict.outcome === 'SUCCEEDED') applySuccess(db, payment, now)
    else if (verdict.outcome === 'FAILED') endPayment(payment, 'FAILED', verdict.failureReason)
    else payment.awaiting = 'CHALLENGE'
    return okEnv(executionOf(payment))
  }

  if (!isReturnUrl(input.returnUrl)) return refuse('badReturnUrl')
  startAttempt(payment, method.id, now)
  payment.awaiting = 'REDIRECT'
  const query = new URLSearchParams({
    paymentId: payment.paymentId,
    provider: method.kind.toLowerCase(),
    purpose: payment.purpose,
    returnUrl: input.returnUrl,
  })
  payment.redirectUrl = `/transit?${query.toString()}`
  return okEnv(executionOf(payment))
}

function startAttempt(payment: PaymentRecord, methodId: number, now: number): void {
  payment.methodId = methodId
  payment.status = 'PENDING'
  payment.failureReason = null
  payment.awaiting = null
  payment.redirectUrl = null
  payment.settling = null
  payment.executedAt = now
}

// --- Status -----------------------------------------------------------------------------------

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

/** Shared by the paged lists: validation of pageNum and pageSize (docs/api.md 1.7). */
export function pageRefusal(pageNum: unknown, pageSize: unknown): Refusal | null {
  if (!Number.isInteger(pageNum) || (pageNum as number) < 1) return refuse('badPageNum')
  if (!Number.isInteger(pageSize) || (pageSize as number) < 1) return refuse('badPageSize')
  if ((pageSize as number) > RULES.maxPageSize) return refuse('badPageSize')
  return null
}

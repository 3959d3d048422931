import type { AdyenJsonDto, PaymentExecutionDto } from '../../api/contract/order'
import type { TransactionAbout } from '../db/transactionWords'
import type { MockDatabase, SessionInfo } from '../db/database'
import { moveBalance } from '../db/orderLifecycle'
import type { PaymentRecord } from '../db/orderRecords'
import { ORDER_RULES as RULES } from '../db/orderRules'
import { isRefusal, okEnv, refuse, type Answer } from '../respond'
import {
  isReturnUrl,
  readCard,
  readDetails,
  type ExecuteInput,
  type FollowUpDetails,
} from './executeInput'
import { providerVerdict } from './provider'
import { refreshPayment } from './paymentClock'
import { PAYMENT_METHODS, SAME_PAGE_METHOD_IDS, methodRefusal } from './paymentMethods'
import { applySuccess, endPayment, targetOf } from './paymentOutcome'

/**
 * The execute step shared by checkout, pay-order, top-up and credit: a card or Google Pay pays on
 * the page, account credit at once, any other method on the provider's page through /transit,
 * and a follow-up finishes a challenge or redirect. A payment is never charged twice.
 */

/** What a purchase paid with credit bought: the plan, or the top-up and its eSIM's area. */
function purchaseAbout(db: MockDatabase, payment: PaymentRecord): TransactionAbout | string {
  const topup =
    payment.purpose === 'TOPUP'
      ? db.data.topupOrders.find((item) => item.topupOrderId === payment.targetId)
      : undefined
  const orderId = topup ? topup.orderId : payment.targetId
  const order = db.data.orders.find((item) => item.orderId === orderId)
  const pkg = topup?.package ?? order?.package
  if (!order || !pkg) return payment.purpose === 'TOPUP' ? 'Top-up' : 'Plan'
  return {
    kind: topup ? 'topup' : 'plan',
    area: { type: order.area.type, code: order.area.code, name: order.area.name },
    dataMb: pkg.dataMb,
    days: pkg.days,
    daily: pkg.type === 'DAILY_UNLIMITED',
  }
}

function challengeAction(payment: PaymentRecord): AdyenJsonDto {
  return {
    type: 'threeDS2',
    subtype: 'challenge',
    paymentMethodType: 'scheme',
    token: `mock-3ds-${payment.paymentId}`,
    // The simulated bank page answers through the simulated provider (provider.ts).
    mockChallenge: { paymentId: payment.paymentId },
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

/**
 * A follow-up: the details the provider issued for the 3-D Secure challenge or its page. Only
 * the provider's own record of the shopper's answer settles the payment (provider.ts).
 */
function completeAwaiting(
  db: MockDatabase,
  payment: PaymentRecord,
  details: FollowUpDetails | 'BAD',
  now: number,
): Answer<PaymentExecutionDto> {
  if (payment.status !== 'PENDING' || payment.settling) return okEnv(executionOf(payment))
  if (!payment.awaiting) return refuse('notAwaiting')
  const result = details === 'BAD' ? null : providerVerdict(db, payment, details)
  if (!result) return refuse('badDetails')
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
): Answer<PaymentExecutionDto> {
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
    // methodRefusal let the balance through only for an account's session.
    const email = session?.email
    if (!email) return refuse('needsAccount')
    if ((db.data.balancesUsd[email] ?? 0) + 1e-9 < payment.amountUsd) {
      return refuse('balanceTooLow')
    }
    startAttempt(payment, method.id, now)
    moveBalance(
      db,
      email,
      -payment.amountUsd,
      payment.purpose === 'TOPUP' ? 'TOPUP' : 'PURCHASE',
      purchaseAbout(db, payment),
      { orderNo: target.orderNo || null, paymentId: payment.paymentId },
      now,
    )
    applySuccess(db, payment, now)
    return okEnv(executionOf(payment))
  }

  if (SAME_PAGE_METHOD_IDS.includes(method.id)) {
    const verdict = readCard(input.paymentData)
    if (isRefusal(verdict)) return verdict
    startAttempt(payment, method.id, now)
    payment.cardLast4 = verdict.last4
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
  payment.cardLast4 = null
}

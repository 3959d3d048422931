import type {
  AdyenJsonDto,
  ExecutePaymentRequest,
  PaymentExecutionDto,
  PaymentOutcome,
} from '../../../api/contract/order'
import { NETWORK_ERROR_STATUS, serializeApiError } from '../../../api/errors'
import type { AppDispatch } from '../../../app/hooks'
import { withTabLock } from '../../../shared/lib/tabLock'
import { providerDetails, type ChallengeResult } from '../payment/paymentData'
import { sendUntilKnown } from '../payment/sendUntilKnown'
import {
  attemptFor,
  attemptOfPayment,
  loadAttempt,
  markPaid,
  removeAttempt,
  renewPayKeys,
  saveAttempt,
  walletLockOf,
  type PaymentAttempt,
} from './attempt'
import {
  challengeRequired,
  paymentFailed,
  paymentLeftForProvider,
  paymentReset,
  paymentSetUp,
  paymentStepStarted,
  paymentSubmitted,
} from './walletSlice'
import type { WalletFlow } from './walletTypes'

/** What the page does after Pay: show a result page, leave for the provider, or a challenge. */
export type PayOutcome =
  | { kind: 'result'; paymentId: string; status: PaymentOutcome }
  | { kind: 'redirect'; paymentId: string; url: string }
  | { kind: 'challenge'; paymentId: string }
  /** The same thing was paid already (in this tab or another): the shopper decides. */
  | { kind: 'paid'; paymentId: string; paidAt: number }
  | { kind: 'failed' }

/** The calls that differ between top-up and credit; the run around them is the same. */
export interface PaymentCalls {
  flow: WalletFlow
  execute: (request: ExecutePaymentRequest) => Promise<PaymentExecutionDto>
  status: (paymentId: string) => Promise<PaymentOutcome>
  /** The result page the provider sends the shopper back to. */
  returnUrl: (paymentId: string) => string
}

export interface PaymentPlan extends PaymentCalls {
  /** What is being paid: the same fingerprint is the same attempt, in every tab. */
  fingerprint: string
  paymentMethodId: number
  /** Card data from the same-page form; absent for methods that redirect or pay by balance. */
  paymentData?: AdyenJsonDto
  /** The shopper chose to pay again for something already paid: a new attempt. */
  again?: boolean
  /** Opens the payment (top-up: create the top-up order, then set up) and gives its id. */
  open: (keys: PaymentAttempt['keys']) => Promise<string>
}

/** Turns an execute answer into the next step, in the slice and for the page. */
function follow(
  execution: PaymentExecutionDto,
  flow: WalletFlow,
  dispatch: AppDispatch,
): PayOutcome {
  if (execution.action.type === 'REDIRECT') {
    dispatch(paymentLeftForProvider(flow))
    return { kind: 'redirect', paymentId: execution.paymentId, url: execution.action.url }
  }
  if (execution.action.type === 'ADYEN_ACTION') {
    dispatch(challengeRequired({ flow, action: execution.action.action }))
    return { kind: 'challenge', paymentId: execution.paymentId }
  }
  dispatch(paymentSubmitted(flow))
  return { kind: 'result', paymentId: execution.paymentId, status: execution.status }
}

/**
 * The server refused the request (or it failed before any pay request went out), so nothing was
 * charged: the payment may be tried again with new keys (or, before there is one, from scratch).
 */
function settleFailure(
  flow: WalletFlow,
  fingerprint: string,
  error: unknown,
  dispatch: AppDispatch,
): PayOutcome {
  const serialized = serializeApiError(error)
  const attempt = loadAttempt(flow, fingerprint)
  if (attempt && serialized.status !== NETWORK_ERROR_STATUS) {
    if (attempt.paymentId) renewPayKeys(flow, attempt)
    else removeAttempt(flow, fingerprint)
  }
  dispatch(paymentFailed({ flow, error: serialized }))
  return { kind: 'failed' }
}

/**
 * The shared payment run of top-up and credit (docs/api.md 4.2, 4.3): open, execute, then
 * whatever the answer asks. Each money-moving call carries the attempt's key, shared by the
 * visitor's tabs, and the run holds the flow's tab lock, so two tabs never pay at once. A payment
 * already executed is asked about before anything is sent again; one paid already is not paid
 * again unless the shopper says so; an execute whose answer is lost is sent again with the same
 * key until its outcome is known, or left to the result page to keep checking.
 */
export async function runPayment(plan: PaymentPlan, dispatch: AppDispatch): Promise<PayOutcome> {
  return withTabLock(walletLockOf(plan.flow), () => runLocked(plan, dispatch))
}

async function runLocked(plan: PaymentPlan, dispatch: AppDispatch): Promise<PayOutcome> {
  const { flow, fingerprint } = plan
  const stored = loadAttempt(flow, fingerprint)
  if (stored?.paidAt && stored.paymentId) {
    if (!plan.again) {
      dispatch(paymentReset(flow))
      return { kind: 'paid', paymentId: stored.paymentId, paidAt: stored.paidAt }
    }
    removeAttempt(flow, fingerprint)
  }
  let attempt = attemptFor(flow, fingerprint)
  try {
    if (attempt.executed && attempt.paymentId) {
      dispatch(paymentStepStarted({ flow, step: 'verify' }))
      const status = await plan.status(attempt.paymentId)
      if (status === 'SUCCEEDED') {
        markPaid(flow, attempt)
        dispatch(paymentSubmitted(flow))
        return { kind: 'result', paymentId: attempt.paymentId, status }
      }
      // Declined or cancelled, or another method now: the same payment is tried again under new
      // keys. Still PENDING with the same method: the same key again, so the server replays its
      // answer (a redirect, a challenge) or, if the first request never arrived, does it now.
      if (status !== 'PENDING' || attempt.methodId !== plan.paymentMethodId) {
        attempt = renewPayKeys(flow, attempt)
      }
    }
    dispatch(paymentStepStarted({ flow, step: attempt.paymentId ? 'execute' : 'setup' }))
    const paymentId = attempt.paymentId ?? (await plan.open(attempt.keys))
    attempt = saveAttempt(flow, { ...attempt, paymentId })
    dispatch(paymentSetUp({ flow, paymentId }))
  } catch (error) {
    return settleFailure(flow, fingerprint, error, dispatch)
  }

  dispatch(paymentStepStarted({ flow, step: 'execute' }))
  // Marked before sending: if the answer is lost, the next try asks instead of paying again.
  const sent = saveAttempt(flow, {
    ...attempt,
    executed: true,
    methodId: plan.paymentMethodId,
    sentAt: attempt.sentAt ?? Date.now(),
  })
  const paymentId = sent.paymentId!
  const request = {
    paymentId,
    paymentMethodId: plan.paymentMethodId,
    returnUrl: plan.returnUrl(paymentId),
    idempotencyKey: sent.keys.execute,
    ...(plan.paymentData ? { paymentData: plan.paymentData } : {}),
  }
  let execution: PaymentExecutionDto | null
  try {
    execution = await sendUntilKnown(
      () => plan.execute(request),
      async () =>
        (await plan.status(paymentId)) === 'SUCCEEDED'
          ? { paymentId, status: 'SUCCEEDED', action: { type: 'NONE' } }
          : null,
    )
  } catch (error) {
    return settleFailure(flow, fingerprint, error, dispatch)
  }
  if (!execution) {
    // Still unknown: the result page goes on asking, and says so, never "failed".
    dispatch(paymentSubmitted(flow))
    return { kind: 'result', paymentId, status: 'PENDING' }
  }
  if (execution.status === 'SUCCEEDED') markPaid(flow, sent)
  return follow(execution, flow, dispatch)
}

export type { ChallengeResult }

/** The 3-D Secure challenge's answer goes back as a follow-up execute with the provider's details. */
export async function answerChallenge(
  calls: PaymentCalls,
  paymentMethodId: number,
  paymentId: string | null,
  result: ChallengeResult,
  dispatch: AppDispatch,
): Promise<PayOutcome> {
  const { flow } = calls
  const found = paymentId ? attemptOfPayment(flow, paymentId) : null
  const fingerprint = found?.fingerprint ?? ''
  const attempt = found ? loadAttempt(flow, fingerprint) : null
  if (!attempt?.paymentId) return settleFailure(flow, fingerprint, null, dispatch)
  dispatch(paymentStepStarted({ flow, step: 'execute' }))
  try {
    const execution = await calls.execute({
      paymentId: attempt.paymentId,
      paymentMethodId,
      returnUrl: calls.returnUrl(attempt.paymentId),
      idempotencyKey: attempt.keys.details,
      paymentData: await providerDetails(attempt.paymentId, result),
    })
    if (execution.status === 'SUCCEEDED') markPaid(flow, attempt)
    return follow(execution, flow, dispatch)
  } catch (error) {
    return settleFailure(flow, fingerprint, error, dispatch)
  }
}

import type {
  AdyenJsonDto,
  ExecutePaymentRequest,
  PaymentExecutionDto,
  PaymentOutcome,
} from '../../../api/contract/order'
import { NETWORK_ERROR_STATUS, serializeApiError } from '../../../api/errors'
import type { AppDispatch } from '../../../app/hooks'
import {
  attemptFor,
  clearAttempt,
  loadAttempt,
  renewPayKeys,
  saveAttempt,
  type PaymentAttempt,
} from './attempt'
import {
  challengeRequired,
  paymentFailed,
  paymentLeftForProvider,
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
  /** Same fingerprint, same attempt: a reload or a second click reuses its keys. */
  fingerprint: string
  paymentMethodId: number
  /** Card data from the same-page form; absent for methods that redirect or pay by balance. */
  paymentData?: AdyenJsonDto
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
 * A refusal means nothing was charged: the payment may be tried again with new keys (or, before
 * there is one, from scratch). After a network failure nobody knows, so the keys stay and the
 * server replays or finishes the first try.
 */
function settleFailure(flow: WalletFlow, error: unknown, dispatch: AppDispatch): PayOutcome {
  const serialized = serializeApiError(error)
  if (serialized.status !== NETWORK_ERROR_STATUS) {
    const attempt = loadAttempt(flow)
    if (attempt?.paymentId) renewPayKeys(flow, attempt)
    else clearAttempt(flow)
  }
  dispatch(paymentFailed({ flow, error: serialized }))
  return { kind: 'failed' }
}

/**
 * The shared payment run of top-up and credit (docs/api.md 4.2, 4.3): open, execute, then
 * whatever the answer asks. Each money-moving call carries the attempt's key, kept in
 * sessionStorage; a payment already executed is asked about before anything is sent again.
 */
export async function runPayment(plan: PaymentPlan, dispatch: AppDispatch): Promise<PayOutcome> {
  const { flow } = plan
  let attempt = attemptFor(flow, plan.fingerprint)
  try {
    if (attempt.executed && attempt.paymentId) {
      dispatch(paymentStepStarted({ flow, step: 'verify' }))
      const status = await plan.status(attempt.paymentId)
      if (status === 'SUCCEEDED') {
        dispatch(paymentSubmitted(flow))
        return { kind: 'result', paymentId: attempt.paymentId, status }
      }
      // Declined or cancelled: the same payment is tried again under new keys. Still PENDING:
      // the same key again, so the server replays its answer (a redirect, a challenge) or, if
      // the first request never arrived, does it now.
      if (status !== 'PENDING') attempt = renewPayKeys(flow, attempt)
    }
    dispatch(paymentStepStarted({ flow, step: attempt.paymentId ? 'execute' : 'setup' }))
    const paymentId = attempt.paymentId ?? (await plan.open(attempt.keys))
    attempt = { ...attempt, paymentId }
    saveAttempt(flow, attempt)
    dispatch(paymentSetUp({ flow, paymentId }))

    dispatch(paymentStepStarted({ flow, step: 'execute' }))
    // Marked before sending: if the answer is lost, the next try asks instead of paying again.
    saveAttempt(flow, { ...attempt, executed: true })
    const execution = await plan.execute({
      paymentId,
      paymentMethodId: plan.paymentMethodId,
      returnUrl: plan.returnUrl(paymentId),
      idempotencyKey: attempt.keys.execute,
      ...(plan.paymentData ? { paymentData: plan.paymentData } : {}),
    })
    return follow(execution, flow, dispatch)
  } catch (error) {
    return settleFailure(flow, error, dispatch)
  }
}

export type ChallengeResult = 'AUTHORISED' | 'REFUSED' | 'CANCELLED'

/** The 3-D Secure challenge's answer goes back as a follow-up execute with `details`. */
export async function answerChallenge(
  calls: PaymentCalls,
  paymentMethodId: number,
  result: ChallengeResult,
  dispatch: AppDispatch,
): Promise<PayOutcome> {
  const { flow } = calls
  const attempt = loadAttempt(flow)
  if (!attempt?.paymentId) return settleFailure(flow, null, dispatch)
  dispatch(paymentStepStarted({ flow, step: 'execute' }))
  try {
    const execution = await calls.execute({
      paymentId: attempt.paymentId,
      paymentMethodId,
      returnUrl: calls.returnUrl(attempt.paymentId),
      idempotencyKey: attempt.keys.details,
      paymentData: { details: { result } },
    })
    return follow(execution, flow, dispatch)
  } catch (error) {
    return settleFailure(flow, error, dispatch)
  }
}

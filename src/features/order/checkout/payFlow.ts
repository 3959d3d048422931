import { selectCurrency, type RootState } from '../../../app/hooks'
import type { PaymentExecutionDto, PurchaseConsentDto } from '../../../api/contract/order'
import { queryPaymentStatus, setupPayment } from '../../../api/endpoints/order'
import type { SerializedApiError } from '../../../api/errors'
import {
  attemptFor,
  endPayment,
  intentOf,
  markPaid,
  saveAttempt,
  unpaidOrderItem,
  type CheckoutAttempt,
  type PlanSnapshot,
} from './attempt'
import { BUSY_PHASES, NO_PLAN_CODE, type PayOutcome } from './checkoutTypes'
import { selectOrderState } from '../orderState'

/** The steps the pay thunks share: which attempt, the order, and what an answer means. */

export const notBusy = (state: RootState) =>
  !BUSY_PHASES.includes(selectOrderState(state).checkout.phase)

/**
 * A refusal the client makes itself, shaped like the server's, for the slice and the page. Its
 * code is none of the server's: CheckoutAlert words it in the page's language.
 */
export const noPlanChosen: SerializedApiError = { status: 200, code: NO_PLAN_CODE, msg: '' }

/**
 * What is being paid: the chosen plan (mealInfo), or with `orderId` an order left unpaid (from
 * the orders list). Either way one attempt per thing and currency holds the keys.
 */
/** Where a guest's install kit goes; an account's goes to the account email (docs/api.md). */
export function guestDeliveryEmail(state: RootState): string {
  return state.session.loginType === 'guestLogin'
    ? selectOrderState(state).checkout.deliveryEmail.trim()
    : ''
}

/** The consent the buyer gave on the page, sent with the payment that buys the eSIM. */
export function purchaseConsent(state: RootState): PurchaseConsentDto {
  return { immediateDelivery: selectOrderState(state).checkout.deliveryConsent }
}

/** What the checkout is paying, as its attempt's intent, and what to show for it afterwards. */
export function checkoutTarget(
  state: RootState,
  orderId?: string | null,
): { intent: string; email: string; item: string; plan: PlanSnapshot; orderNo?: string } | null {
  const currency = selectCurrency(state).code
  const { email } = state.session
  if (orderId) {
    const order = selectOrderState(state).checkout.unpaidOrder.order
    if (!order || order.orderId !== orderId) return null
    const item = unpaidOrderItem(orderId)
    return {
      intent: intentOf(email, item, currency),
      email,
      item,
      orderNo: order.orderNo,
      plan: {
        area: { type: order.area.type, code: order.area.code, name: order.area.name },
        package: {
          type: order.package.type,
          dataMb: order.package.dataMb,
          days: order.package.days,
          activation: order.package.activation,
        },
      },
    }
  }
  const meal = state.catalogue.mealInfo
  if (!meal) return null
  const { area, package: pkg } = meal
  return {
    intent: intentOf(email, pkg.packageId, currency, guestDeliveryEmail(state)),
    email,
    item: pkg.packageId,
    plan: {
      area: { type: area.type, code: area.code, name: area.name },
      package: { type: pkg.type, dataMb: pkg.dataMb, days: pkg.days, activation: pkg.activation },
    },
  }
}

export function currentAttempt(state: RootState, orderId?: string | null): CheckoutAttempt | null {
  const target = checkoutTarget(state, orderId)
  if (!target) return null
  const attempt = attemptFor(target.intent, target.plan)
  // The order exists already: every payment of it goes through payOrder/confirm.
  if (orderId && !attempt.orderId) {
    return saveAttempt({ ...attempt, orderId, orderNo: target.orderNo ?? null, payment: 'ended' })
  }
  return attempt
}

/** Opens the order once per attempt; later calls reuse it (the same key replays the answer). */
export async function ensureOrder(
  state: RootState,
  attempt: CheckoutAttempt,
  methodId: number,
): Promise<CheckoutAttempt> {
  if (attempt.orderId) return attempt
  const packageId = state.catalogue.mealInfo!.package.packageId
  const currency = selectCurrency(state).code
  const setup = await setupPayment(
    { type: 'PACKAGE', packageId },
    methodId,
    currency,
    attempt.setupKey,
    guestDeliveryEmail(state),
    purchaseConsent(state),
  )
  return saveAttempt({
    ...attempt,
    orderId: setup.orderId,
    orderNo: setup.orderNo,
    paymentId: setup.paymentId,
    methodId,
    payment: 'open',
  })
}

/** Turns the server's answer into the next step; a decline asks for its reason. */
export async function outcomeOf(
  execution: PaymentExecutionDto,
  attempt: CheckoutAttempt,
): Promise<PayOutcome> {
  const { paymentId, status, action } = execution
  if (status === 'SUCCEEDED') {
    markPaid(attempt, { orderId: attempt.orderId ?? '', orderNo: attempt.orderNo ?? '', paymentId })
    return { kind: 'succeeded', paymentId }
  }
  if (status === 'FAILED' || status === 'CANCELLED') {
    endPayment(attempt)
    const reason = await queryPaymentStatus(paymentId)
      .then((answer) => answer.failureReason)
      .catch(() => null)
    return { kind: 'failed', paymentId, outcome: status, reason }
  }
  if (action.type === 'REDIRECT') {
    const provider = providerOf(action.url)
    saveAttempt({ ...attempt, redirectUrl: action.url, provider })
    return { kind: 'redirect', paymentId, url: action.url, provider }
  }
  if (action.type === 'ADYEN_ACTION') return { kind: 'challenge', paymentId, action: action.action }
  return { kind: 'pending', paymentId }
}

/** The mock names the provider in its URL; a real provider URL names nothing we can show. */
function providerOf(url: string): string {
  try {
    return new URL(url, window.location.origin).searchParams.get('provider') ?? ''
  } catch {
    return ''
  }
}

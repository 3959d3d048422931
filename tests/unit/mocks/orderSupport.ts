import { answerMockProvider } from '../../../src/api/endpoints/mockProvider'
import {
  executePayment,
  queryOrders,
  queryPaymentStatus,
  setupPayment,
} from '../../../src/api/endpoints/order'
import type {
  OrderDto,
  PaymentExecutionDto,
  PaymentSetupDto,
} from '../../../src/api/contract/order'
import { mockApi } from '../../support/mockApi'

/** Where a guest's install kit goes (a guest checkout must say). */
export const KIT_EMAIL = 'kit@example.com'

export const CARD = 5
export const GOOGLE_PAY = 6
export const PAYPAL = 1
export const BALANCE = 9

export const CARDS = {
  success: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
} as const

export const RETURN_URL = '/payment-success?paymentId=x'

/** A plan every test can buy, and its price. */
export const PLAN = 'jp-data-5gb-30d'

export function priceOf(packageId: string): number {
  return mockApi.db.catalogue.packages.find((pkg) => pkg.packageId === packageId)!.priceUsd
}

/** A refusal by failure id (src/mocks/failures.ts): its code and English msg. */
export { refused, refused as missing } from './failureSupport'

let keys = 0
/** A fresh idempotency key, as a thunk makes once per user intent. */
export function newKey(): string {
  keys += 1
  return `key-${keys}-${Math.random().toString(36).slice(2)}`
}

/**
 * The shopper's answer on the simulated provider's page: the opaque details a follow-up
 * carries (docs/api.md 4.4), never a verdict in words.
 */
export async function providerAnswer(
  paymentId: string,
  result: 'AUTHORISED' | 'REFUSED' | 'CANCELLED',
): Promise<{ details: Record<string, string> }> {
  return { details: (await answerMockProvider(paymentId, result)).details }
}

export function cardData(number: string) {
  return { paymentMethod: { type: 'scheme', number } }
}

/** What every buyer of an eSIM ticks at checkout (PurchaseConsentDto). */
export const CONSENT = { immediateDelivery: true }

/** Setup, then execute with a card: the same-page checkout. */
/** Opens a plan's order and its payment, with the kit's address a guest checkout gives. */
export function setupPlan(
  methodId: number,
  currency = 'USD',
  idempotencyKey = newKey(),
): Promise<PaymentSetupDto> {
  return setupPayment(
    { type: 'PACKAGE', packageId: PLAN },
    methodId,
    currency,
    idempotencyKey,
    KIT_EMAIL,
    CONSENT,
  )
}

export async function payByCard(
  number: string = CARDS.success,
  packageId = PLAN,
): Promise<{ setup: PaymentSetupDto; execution: PaymentExecutionDto }> {
  const setup = await setupPayment(
    { type: 'PACKAGE', packageId },
    CARD,
    'USD',
    newKey(),
    KIT_EMAIL,
    CONSENT,
  )
  const execution = await executePayment({
    paymentId: setup.paymentId,
    paymentMethodId: CARD,
    returnUrl: RETURN_URL,
    paymentData: cardData(number),
    idempotencyKey: newKey(),
  })
  return { setup, execution }
}

/** Buys a plan with the success card and answers the PAID order. */
export async function buyPlan(packageId = PLAN): Promise<OrderDto> {
  const { setup } = await payByCard(CARDS.success, packageId)
  return findOrder(setup.orderId)
}

/** The caller's order by id, from either tab of /v3/query/orders. */
export async function findOrder(orderId: string): Promise<OrderDto> {
  for (const tab of ['CURRENT', 'PAST'] as const) {
    const page = await queryOrders(tab, 1, 50)
    const order = page.list.find((item) => item.orderId === orderId)
    if (order) return order
  }
  throw new Error(`order ${orderId} not listed`)
}

/** Polls like a result page: statuses until final, at most `limit` polls. */
export async function pollUntilFinal(paymentId: string, limit = 10): Promise<string[]> {
  const seen: string[] = []
  for (let i = 0; i < limit; i += 1) {
    const status = await queryPaymentStatus(paymentId)
    seen.push(status.status)
    if (status.status !== 'PENDING') break
  }
  return seen
}

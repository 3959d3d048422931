import type { OrderDto } from '../../../api/contract/order'
import { REFUND_WINDOW_MS, STORE_RULES } from '../../../api/contract/storeRules'

/**
 * What a customer may do with an order, and when to warn. Pure, so the page, the review prompt
 * and the tests share one reading of docs/api.md 4.1 and 5.
 */

const DAY_MS = 86_400_000

/** SPEC 2.5: ask for a review once a paid order has had three days of use. */
export const REVIEW_AFTER_MS = 3 * DAY_MS
/** Warn when less than this share of the data is left... */
export const LOW_DATA_SHARE = 0.2
/** ...or the eSIM expires within this time. */
export const EXPIRY_WARNING_MS = DAY_MS

type Order = Pick<
  OrderDto,
  | 'package'
  | 'usageUpdatedAt'
  | 'paymentStatus'
  | 'state'
  | 'installStatus'
  | 'reviewed'
  | 'createdAt'
  | 'paidAt'
  | 'iccid'
  | 'usedMb'
  | 'totalMb'
  | 'expiresAt'
>

const isPaid = (order: Order) => order.paymentStatus === 'PAID'

/** Paid, still valid or in use, and still on the phone (or not yet installed). */
export function isInService(order: Order): boolean {
  return (
    isPaid(order) &&
    (order.state === 'VALID' || order.state === 'INUSE') &&
    order.installStatus !== 'DELETED'
  )
}

/** The install kit: a deleted or finished eSIM cannot be installed again. */
export const canInstall = isInService

/**
 * Trip reminders (issue 37.5) are for an eSIM still waiting for its trip: paid, its validity not
 * started, still on the phone or not yet installed.
 */
export function canRemind(order: Order): boolean {
  return isPaid(order) && order.state === 'VALID' && order.installStatus !== 'DELETED'
}

/** Installed already: the reminder to install it has nothing left to say. */
export function isInstalled(order: Pick<OrderDto, 'installStatus'>): boolean {
  return order.installStatus !== 'UNDOWNLOAD' && order.installStatus !== 'DOWNLOAD'
}

const notOnAPhone = (order: Pick<OrderDto, 'installStatus'>) =>
  STORE_RULES.refundableInstallStatuses.includes(order.installStatus)

/**
 * The server refunds an eSIM that is not installed on a phone (STORE_RULES), within the refund
 * window after payment (`paidAt`; an order left unpaid for a while is paid later than it was
 * created). Without a payment time there is no window to be inside.
 */
export function canRefund(order: Order, now: number): boolean {
  if (order.paidAt === null) return false
  return (
    isPaid(order) &&
    order.state === 'VALID' &&
    notOnAPhone(order) &&
    now - Date.parse(order.paidAt) <= REFUND_WINDOW_MS
  )
}

/** Top-up by ICCID (STORE_RULES.topUpStates): never for an expired, refunded or deleted eSIM. */
export function canTopUp(order: Order): boolean {
  return (
    isPaid(order) &&
    order.iccid !== '' &&
    STORE_RULES.topUpStates.includes(order.state) &&
    order.installStatus !== 'DELETED'
  )
}

/**
 * The message context for a validity that has not started (STORE_RULES): a plan that starts on
 * install says so, every other one starts on its first connection at the destination.
 */
export function notStartedContext(order: { package: Pick<OrderDto['package'], 'activation'> }) {
  return order.package.activation === 'ON_INSTALL' ? 'install' : undefined
}

/** One review per paid order (docs/api.md 5). */
export function canReview(order: Order): boolean {
  return isPaid(order) && !order.reviewed
}

/** An order left unpaid while it can still be used: checkout takes it from here. */
export function canPay(order: Order): boolean {
  return order.paymentStatus === 'UNPAID' && (order.state === 'VALID' || order.state === 'INUSE')
}

export function isReviewDue(order: Order, now: number): boolean {
  return canReview(order) && now - Date.parse(order.createdAt) >= REVIEW_AFTER_MS
}

/** The share of data left, 0..1; null for a plan without a data total. */
export function remainingShare(order: Order): number | null {
  if (order.totalMb <= 0) return null
  return Math.min(1, Math.max(0, (order.totalMb - order.usedMb) / order.totalMb))
}

export interface OrderWarnings {
  lowData: boolean
  expiringSoon: boolean
}

/** Only an eSIM in service can run low; a finished one has its own label instead. */
export function orderWarnings(order: Order, now: number): OrderWarnings {
  if (!isInService(order)) return { lowData: false, expiringSoon: false }
  const share = remainingShare(order)
  const msLeft = order.expiresAt === null ? null : Date.parse(order.expiresAt) - now
  // A daily plan's full-speed share renews each day: its total is no budget to run low on.
  const daily = order.package.type === 'DAILY_UNLIMITED'
  return {
    lowData: !daily && share !== null && share < LOW_DATA_SHARE,
    expiringSoon: msLeft !== null && msLeft > 0 && msLeft <= EXPIRY_WARNING_MS,
  }
}

/**
 * Where an order stands on a refund, for the card to say it (issue 37.3): until when it may be
 * asked for and what ends it sooner, or why it can no longer be. Null for an unpaid order.
 */
export type RefundStanding =
  | { kind: 'until'; until: string }
  | { kind: 'refunding' | 'refunded' | 'installed' | 'used' }
  | { kind: 'windowOver'; endedOn: string }

export function refundStanding(order: Order, now: number): RefundStanding | null {
  if (order.paymentStatus === 'REFUNDING') return { kind: 'refunding' }
  if (order.paymentStatus === 'REFUNDED') return { kind: 'refunded' }
  if (!isPaid(order) || order.paidAt === null) return null
  const until = new Date(Date.parse(order.paidAt) + REFUND_WINDOW_MS).toISOString()
  if (canRefund(order, now)) return { kind: 'until', until }
  if (!notOnAPhone(order)) return { kind: 'installed' }
  if (order.state !== 'VALID') return { kind: 'used' }
  return { kind: 'windowOver', endedOn: until }
}

/** Half a day of use before a pace means anything. */
const FORECAST_AFTER_MS = DAY_MS / 2

/**
 * Will the data last (issue 37.4)? From the data used since the plan's clock started (its
 * expiry less its days) up to the last usage report, at that pace: the day the data runs out if
 * that comes before the expiry, else that it lasts. Null while there is no pace to go by, and
 * for daily unlimited plans, whose share renews each day.
 */
export type DataForecast =
  { kind: 'runsOut'; on: string; expiresAt: string } | { kind: 'lasts'; expiresAt: string }

export function dataForecast(order: Order): DataForecast | null {
  if (!isInService(order) || order.state !== 'INUSE') return null
  if (order.package.type === 'DAILY_UNLIMITED' || order.totalMb <= 0 || order.usedMb <= 0)
    return null
  if (order.expiresAt === null || order.usageUpdatedAt === null) return null
  const expires = Date.parse(order.expiresAt)
  const started = expires - order.package.days * DAY_MS
  const reported = Date.parse(order.usageUpdatedAt)
  const elapsed = reported - started
  if (elapsed < FORECAST_AFTER_MS) return null
  const left = Math.max(0, order.totalMb - order.usedMb)
  const runsOut = reported + (left / order.usedMb) * elapsed
  return runsOut < expires
    ? { kind: 'runsOut', on: new Date(runsOut).toISOString(), expiresAt: order.expiresAt }
    : { kind: 'lasts', expiresAt: order.expiresAt }
}

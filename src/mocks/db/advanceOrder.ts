import type { InstallStatus, OrderDto, OrderUsageState } from '../../api/contract/order'
import type { MockDatabase } from './database'
import { toOrderDto } from './orderMappers'
import { iso, validityDaysOf } from './orderRecords'
import { accrueUsage, restartUsageClock } from './usageClock'

/**
 * A QA helper: no API call moves an order past payment (the carrier does that), so the QA panel
 * and the tests move it here, with the usage counted up to the move kept.
 */
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
    order.expiresAt = iso(now + validityDaysOf(order) * 86_400_000)
  }
  restartUsageClock(order, now)
  db.save()
  return toOrderDto(order)
}

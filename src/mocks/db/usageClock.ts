import { iso, type OrderRecord } from './orderRecords'
import { ORDER_RULES } from './orderRules'

/**
 * Usage moves by itself (docs/qa.md): nothing runs in the background, so each request brings an
 * eSIM in use up to the moment it is read, from the clock kept on its record.
 */

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

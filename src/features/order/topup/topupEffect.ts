import type { PackageDto } from '../../../api/contract/catalogue'
import type { OrderDto } from '../../../api/contract/order'

const DAY_MS = 86_400_000

/**
 * What a top-up changes on the eSIM (docs/api.md 4.3, issue 37.4): it adds the package's data
 * (a daily plan's share times its days) and its days to the validity, counted from the current
 * expiry or from now if that is past. An eSIM whose clock has not started keeps waiting for its
 * first connection: `expiresAt` null.
 */
export interface TopupEffect {
  addedMb: number
  expiresAt: string | null
}

export function topupEffect(
  order: Pick<OrderDto, 'expiresAt' | 'state'>,
  pkg: Pick<PackageDto, 'type' | 'dataMb' | 'days'>,
  now: number,
): TopupEffect {
  const addedMb = pkg.type === 'DAILY_UNLIMITED' ? pkg.dataMb * pkg.days : pkg.dataMb
  const days = pkg.days * DAY_MS
  if (order.state === 'TIME_FINISHED')
    return { addedMb, expiresAt: new Date(now + days).toISOString() }
  if (order.expiresAt === null) return { addedMb, expiresAt: null }
  const from = Math.max(Date.parse(order.expiresAt), now)
  return { addedMb, expiresAt: new Date(from + days).toISOString() }
}

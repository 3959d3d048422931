import type { OrderDto } from '../../api/contract/order'
import type { Combination } from './combinations'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const TOTAL_MB = 5 * 1024

const iso = (time: number) => new Date(time).toISOString()

/**
 * One order (5 GB for 30 days in Japan, paid in US dollars) in the chosen combination, with the
 * other fields a real order in that state would carry: no eSIM before payment, no usage and no
 * expiry before first use, all the data used when usage is finished, an expiry in the past when
 * time is up. So the card shows what the customer saw, not an impossible order. Dates are
 * relative to `now` and far from the card's warning thresholds, so no warning distracts.
 */
export function sampleOrder(combination: Combination, now: number): OrderDto {
  const paid = combination.paymentStatus !== 'UNPAID'
  const started = paid && combination.state !== 'VALID'
  const timeUp = combination.state === 'TIME_FINISHED' || combination.state === 'EXPIRED'
  const usedMb = !started
    ? 0
    : combination.state === 'USAGE_FINISHED'
      ? TOTAL_MB
      : combination.state === 'EXPIRED'
        ? 0
        : 1843
  const createdAt = now - (timeUp ? 40 : 5) * DAY_MS
  const expiresAt = !started ? null : timeUp ? now - 3 * DAY_MS : now + 12 * DAY_MS

  return {
    orderId: 'qa-label-lab',
    orderNo: 'RW20261121004217',
    iccid: paid ? '8901440000000042170' : '',
    area: { areaId: 'area-jp', code: 'JP', slug: 'japan', type: 'COUNTRY', name: 'Japan' },
    package: {
      packageId: 'pkg-jp-5gb-30d',
      type: 'DATA',
      dataMb: TOTAL_MB,
      days: 30,
      activation: 'ON_FIRST_CONNECTION',
    },
    priceUsd: 12.9,
    currency: 'USD',
    createdAt: iso(createdAt),
    expiresAt: expiresAt === null ? null : iso(expiresAt),
    usedMb,
    totalMb: TOTAL_MB,
    usageUpdatedAt: started && usedMb > 0 ? iso(now - 2 * HOUR_MS) : null,
    paymentStatus: combination.paymentStatus,
    state: combination.state,
    installStatus: combination.installStatus,
    reviewed: false,
    paidAt: paid ? iso(createdAt + 5 * 60_000) : null,
  }
}

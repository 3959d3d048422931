import type {
  InstallStatus,
  OrderDto,
  OrderUsageState,
  PaymentStatus,
} from '../../api/contract/order'
import type { MockDatabase } from './database'
import { createOrder, createPayment, markOrderPaid } from './orderLifecycle'
import { toOrderDto } from './orderMappers'
import { iso } from './orderRecords'
import { restartUsageClock } from './usageClock'

/**
 * Demo orders for the QA account and the tests (docs/qa.md). They are bought through the same
 * lifecycle as a shopper's, then moved to their label, so nothing tells them from real orders.
 */

interface DemoOrderSpec {
  packageId: string
  paymentStatus: PaymentStatus
  state: OrderUsageState
  installStatus: InstallStatus
  usedShare?: number
  /** Days from now to expiry (negative: in the past); omitted: clock not started. */
  expiresInDays?: number
  ageDays: number
}

/** One order per label of SPEC 4.1, plus an unpaid one and two "running low" ones. */
const DEMO_ORDERS: readonly DemoOrderSpec[] = [
  {
    packageId: 'jp-data-5gb-30d',
    paymentStatus: 'UNPAID',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    ageDays: 0.1,
  },
  {
    packageId: 'jp-data-10gb-30d',
    paymentStatus: 'PAID',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    ageDays: 0.5,
  },
  {
    packageId: 'us-data-10gb-30d',
    paymentStatus: 'PAID',
    state: 'VALID',
    installStatus: 'INSTALLED',
    ageDays: 1,
  },
  {
    packageId: 'kr-data-5gb-30d',
    paymentStatus: 'PAID',
    state: 'VALID',
    installStatus: 'DELETED',
    ageDays: 2,
  },
  {
    packageId: 'eu-data-10gb-30d',
    paymentStatus: 'PAID',
    state: 'INUSE',
    installStatus: 'ENABLED',
    usedShare: 0.35,
    expiresInDays: 20,
    ageDays: 3,
  },
  {
    packageId: 'th-data-10gb-30d',
    paymentStatus: 'PAID',
    state: 'INUSE',
    installStatus: 'ENABLED',
    usedShare: 0.9,
    expiresInDays: 12,
    ageDays: 4,
  },
  {
    packageId: 'gb-data-5gb-30d',
    paymentStatus: 'PAID',
    state: 'INUSE',
    installStatus: 'ENABLED',
    usedShare: 0.5,
    expiresInDays: 0.5,
    ageDays: 29,
  },
  {
    packageId: 'fr-data-3gb-15d',
    paymentStatus: 'PAID',
    state: 'TIME_FINISHED',
    installStatus: 'ENABLED',
    usedShare: 0.6,
    expiresInDays: -2,
    ageDays: 20,
  },
  {
    packageId: 'it-data-10gb-30d',
    paymentStatus: 'PAID',
    state: 'USAGE_FINISHED',
    installStatus: 'ENABLED',
    usedShare: 1,
    expiresInDays: 10,
    ageDays: 22,
  },
  {
    packageId: 'es-data-5gb-30d',
    paymentStatus: 'PAID',
    state: 'EXPIRED',
    installStatus: 'DISABLED',
    usedShare: 0.2,
    expiresInDays: -40,
    ageDays: 75,
  },
  {
    packageId: 'de-data-20gb-30d',
    paymentStatus: 'REFUNDING',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    ageDays: 5,
  },
  {
    packageId: 'tr-data-10gb-30d',
    paymentStatus: 'REFUNDED',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    ageDays: 40,
  },
]

/**
 * Gives an account one order in every label of SPEC 4.1 (Undownload, Inactive, Deleted, Active,
 * Time finished, Usage finished, Expired, Refunding, Refunded), an unpaid one, an Active one with
 * under 20% data left and one expiring within a day. The Refunding one stays Refunding. Calling it
 * again adds another set. Returns the orders newest first.
 */
export function seedDemoOrders(db: MockDatabase, email: string, now = Date.now()): OrderDto[] {
  const owner = email.trim().toLowerCase()
  const created = DEMO_ORDERS.map((spec) => {
    const pkg =
      db.catalogue.packages.find((item) => item.packageId === spec.packageId) ??
      db.catalogue.packages[0]!
    const createdMs = now - spec.ageDays * 86_400_000
    const order = createOrder(db, owner, pkg, 'USD', createdMs)
    if (spec.paymentStatus !== 'UNPAID') {
      // Paid by card, as a checkout pays: the payment is what its receipt is read from.
      const paidMs = createdMs + 60_000
      const payment = createPayment(
        db,
        {
          purpose: 'ORDER',
          targetId: order.orderId,
          email: owner,
          methodId: 5,
          amountUsd: order.priceUsd,
          currency: order.currency,
        },
        createdMs,
      )
      Object.assign(payment, { status: 'SUCCEEDED', chargedAt: iso(paidMs), cardLast4: '4242' })
      markOrderPaid(db, order, 5, paidMs)
    }
    order.paymentStatus = spec.paymentStatus
    order.state = spec.state
    order.installStatus = spec.installStatus
    if (spec.usedShare !== undefined) {
      order.usedMb = Math.round(order.totalMb * spec.usedShare)
      order.usageUpdatedAt = iso(now - 3_600_000)
    }
    if (spec.expiresInDays !== undefined)
      order.expiresAt = iso(now + spec.expiresInDays * 86_400_000)
    if (spec.paymentStatus === 'REFUNDING') order.refundReason = 'Trip cancelled'
    if (spec.paymentStatus === 'REFUNDED') order.refundReason = 'Bought the wrong plan'
    // The seeded figures are today's; the Active ones use data from here on.
    restartUsageClock(order, now)
    return order
  })
  db.save()
  return created.reverse().map(toOrderDto)
}

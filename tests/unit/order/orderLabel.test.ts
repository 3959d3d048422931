import { describe, expect, it } from 'vitest'
import {
  INSTALL_STATUSES,
  ORDER_USAGE_STATES,
  PAYMENT_STATUSES,
  type InstallStatus,
  type OrderUsageState,
  type PaymentStatus,
} from '../../../src/api/contract/order'
import {
  ORDER_LABELS,
  labelTone,
  orderLabel,
  type OrderLabel,
} from '../../../src/features/order/orderLabel'

const PAYMENTS = PAYMENT_STATUSES
const STATES = ORDER_USAGE_STATES
const INSTALLS = INSTALL_STATUSES

/**
 * SPEC 4.1 written out as data, one row per bullet in the spec's order ('*' matches anything),
 * plus our documented decision for what the spec leaves open (UNPAID while VALID or INUSE).
 * The first matching row is the expected label: an oracle independent of the function's code.
 */
type Row = [PaymentStatus | '*', OrderUsageState | '*', InstallStatus | '*', OrderLabel]
const SPEC_ROWS: Row[] = [
  ['REFUNDED', '*', '*', 'refunded'],
  ['REFUNDING', '*', '*', 'refunding'],
  ['*', 'TIME_FINISHED', '*', 'timeFinished'],
  ['*', 'USAGE_FINISHED', '*', 'usageFinished'],
  ['*', 'EXPIRED', '*', 'expired'],
  ['PAID', 'VALID', 'UNDOWNLOAD', 'undownload'],
  ['PAID', 'VALID', 'DOWNLOAD', 'inactive'],
  ['PAID', 'VALID', 'INSTALLED', 'inactive'],
  ['PAID', 'VALID', 'DISABLED', 'inactive'],
  ['PAID', 'VALID', 'ENABLED', 'inactive'],
  ['PAID', 'VALID', 'DELETED', 'deleted'],
  ['PAID', 'INUSE', 'DELETED', 'deleted'],
  ['PAID', 'INUSE', 'UNDOWNLOAD', 'undownload'],
  ['PAID', 'INUSE', '*', 'active'],
  // Ours: the spec does not cover an unpaid order that is still valid or in use.
  ['UNPAID', '*', '*', 'unpaid'],
]

function expected(payment: PaymentStatus, state: OrderUsageState, install: InstallStatus) {
  const row = SPEC_ROWS.find(
    ([p, s, i]) =>
      (p === '*' || p === payment) && (s === '*' || s === state) && (i === '*' || i === install),
  )
  if (!row) throw new Error(`no spec row for ${payment}/${state}/${install}`)
  return row[3]
}

const ALL = PAYMENTS.flatMap((paymentStatus) =>
  STATES.flatMap((state) =>
    INSTALLS.map((installStatus) => ({ paymentStatus, state, installStatus })),
  ),
)

describe('orderLabel (SPEC 4.1)', () => {
  it.each([
    // Each bullet of SPEC 4.1 with a representative order.
    ['REFUNDED', 'INUSE', 'ENABLED', 'refunded'],
    ['REFUNDING', 'VALID', 'UNDOWNLOAD', 'refunding'],
    ['PAID', 'TIME_FINISHED', 'ENABLED', 'timeFinished'],
    ['PAID', 'USAGE_FINISHED', 'ENABLED', 'usageFinished'],
    ['PAID', 'EXPIRED', 'UNDOWNLOAD', 'expired'],
    ['PAID', 'VALID', 'UNDOWNLOAD', 'undownload'],
    ['PAID', 'VALID', 'DOWNLOAD', 'inactive'],
    ['PAID', 'VALID', 'INSTALLED', 'inactive'],
    ['PAID', 'VALID', 'DISABLED', 'inactive'],
    ['PAID', 'VALID', 'ENABLED', 'inactive'],
    ['PAID', 'VALID', 'DELETED', 'deleted'],
    ['PAID', 'INUSE', 'DELETED', 'deleted'],
    ['PAID', 'INUSE', 'UNDOWNLOAD', 'undownload'],
    ['PAID', 'INUSE', 'DOWNLOAD', 'active'],
    ['PAID', 'INUSE', 'INSTALLED', 'active'],
    ['PAID', 'INUSE', 'DISABLED', 'active'],
    ['PAID', 'INUSE', 'ENABLED', 'active'],
    ['UNPAID', 'VALID', 'UNDOWNLOAD', 'unpaid'],
  ] as const)('%s + %s + %s reads %s', (paymentStatus, state, installStatus, label) => {
    expect(orderLabel({ paymentStatus, state, installStatus })).toBe(label)
  })

  // Every combination of the statuses the contract lists; one without a spec row fails here.
  it.each(ALL.map((fields) => [fields.paymentStatus, fields.state, fields.installStatus] as const))(
    '%s + %s + %s matches the spec table',
    (paymentStatus, state, installStatus) => {
      expect(orderLabel({ paymentStatus, state, installStatus })).toBe(
        expected(paymentStatus, state, installStatus),
      )
    },
  )

  it('spreads the combinations as the spec implies (a check on the oracle itself)', () => {
    const counts: Partial<Record<OrderLabel, number>> = {}
    for (const fields of ALL) {
      const label = orderLabel(fields)
      counts[label] = (counts[label] ?? 0) + 1
    }
    expect(counts).toEqual({
      refunded: 30,
      refunding: 30,
      timeFinished: 12,
      usageFinished: 12,
      expired: 12,
      unpaid: 12,
      undownload: 2,
      inactive: 4,
      deleted: 2,
      active: 4,
    })
  })

  it('refund states win over finished states, finished states over payment', () => {
    expect(
      orderLabel({ paymentStatus: 'REFUNDED', state: 'EXPIRED', installStatus: 'DELETED' }),
    ).toBe('refunded')
    expect(
      orderLabel({ paymentStatus: 'UNPAID', state: 'EXPIRED', installStatus: 'UNDOWNLOAD' }),
    ).toBe('expired')
  })

  it('gives every label a tone', () => {
    for (const label of ORDER_LABELS) expect(labelTone(label)).toMatch(/^\w+$/)
    expect(new Set(ALL.map(orderLabel))).toEqual(new Set(ORDER_LABELS))
  })
})

import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  INSTALL_STATUSES,
  ORDER_USAGE_STATES,
  PAYMENT_STATUSES,
} from '../../../src/api/contract/order'
import { ORDER_LABELS, orderLabel, type OrderLabel } from '../../../src/features/order/orderLabel'

const PAYMENTS = PAYMENT_STATUSES
const STATES = ORDER_USAGE_STATES
const INSTALLS = INSTALL_STATUSES

const known = fc.record({
  paymentStatus: fc.constantFrom(...PAYMENTS),
  state: fc.constantFrom(...STATES),
  installStatus: fc.constantFrom(...INSTALLS),
})
/** What a server might send one day: known values, unknown ones, wrong types, nothing. */
const anything = fc.oneof(
  fc.constantFrom<unknown>(...PAYMENTS, ...STATES, ...INSTALLS),
  fc.string(),
  fc.constantFrom<unknown>(null, undefined, 0, true, {}),
)
const untrusted = fc.record({ paymentStatus: anything, state: anything, installStatus: anything })
const asFields = (value: unknown) => value as Parameters<typeof orderLabel>[0]

/** SPEC 4.1 read as prose, bullet by bullet (the first that applies wins). */
function specLabel(payment: string, state: string, install: string): OrderLabel {
  if (payment === 'REFUNDED') return 'refunded'
  if (payment === 'REFUNDING') return 'refunding'
  if (state === 'TIME_FINISHED') return 'timeFinished'
  if (state === 'USAGE_FINISHED') return 'usageFinished'
  if (state === 'EXPIRED') return 'expired'
  if (payment === 'PAID' && state === 'VALID') {
    if (install === 'UNDOWNLOAD') return 'undownload'
    if (install === 'DELETED') return 'deleted'
    return 'inactive' // DOWNLOAD, INSTALLED, DISABLED, ENABLED
  }
  if (payment === 'PAID' && state === 'INUSE') {
    if (install === 'DELETED') return 'deleted'
    if (install === 'UNDOWNLOAD') return 'undownload'
    return 'active'
  }
  // Left open by the spec: unpaid and still valid or in use (docs/decisions/008).
  return 'unpaid'
}

describe('order label (property, SPEC 4.1)', () => {
  it('matches the spec for every combination of known values', () => {
    fc.assert(
      fc.property(known, (order) => {
        expect(orderLabel(order)).toBe(
          specLabel(order.paymentStatus, order.state, order.installStatus),
        )
      }),
    )
  })

  it('is total: any input gives one of the labels and never throws', () => {
    fc.assert(
      fc.property(untrusted, (order) => {
        expect(ORDER_LABELS).toContain(orderLabel(asFields(order)))
      }),
    )
  })

  it('lets a refund outrank every other field, whatever they hold', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('REFUNDED', 'REFUNDING'),
        anything,
        anything,
        (payment, state, install) => {
          expect(
            orderLabel(asFields({ paymentStatus: payment, state, installStatus: install })),
          ).toBe(payment === 'REFUNDED' ? 'refunded' : 'refunding')
        },
      ),
    )
  })

  it('ignores the install status once the state is finished or expired', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('UNPAID', 'PAID'),
        fc.constantFrom('TIME_FINISHED', 'USAGE_FINISHED', 'EXPIRED'),
        anything,
        anything,
        (payment, state, installA, installB) => {
          const label = (installStatus: unknown) =>
            orderLabel(asFields({ paymentStatus: payment, state, installStatus }))
          expect(label(installA)).toBe(label(installB))
        },
      ),
    )
  })
})

import { INSTALL_STATUSES, ORDER_USAGE_STATES, PAYMENT_STATUSES } from '../../api/contract/order'
import {
  orderLabel,
  type OrderLabel,
  type OrderStatusFields,
} from '../../features/order/orderLabel'

export type Combination = OrderStatusFields

/** What the lab shows first: the order a customer has most often (paid, in use, enabled). */
export const DEFAULT_COMBINATION: Combination = {
  paymentStatus: 'PAID',
  state: 'INUSE',
  installStatus: 'ENABLED',
}

/** Short, readable query names, so a shared link can be read (and typed) by a person. */
export const QUERY = { payment: 'payment', state: 'state', install: 'install' } as const

export interface LabelledCombination extends Combination {
  label: OrderLabel
}

/** All 4 x 5 x 6 combinations with the label the customer sees, from the one label function. */
export function allCombinations(): LabelledCombination[] {
  return PAYMENT_STATUSES.flatMap((paymentStatus) =>
    ORDER_USAGE_STATES.flatMap((state) =>
      INSTALL_STATUSES.map((installStatus) => ({
        paymentStatus,
        state,
        installStatus,
        label: orderLabel({ paymentStatus, state, installStatus }),
      })),
    ),
  )
}

function pick<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  const wanted = raw?.trim().toUpperCase()
  return values.find((value) => value === wanted) ?? fallback
}

/**
 * Reads a combination from a shared link. Values are matched case-insensitively, and a missing
 * or unknown one falls back to the default, so a mistyped link still opens a real combination.
 */
export function combinationFromQuery(params: URLSearchParams): Combination {
  return {
    paymentStatus: pick(
      PAYMENT_STATUSES,
      params.get(QUERY.payment),
      DEFAULT_COMBINATION.paymentStatus,
    ),
    state: pick(ORDER_USAGE_STATES, params.get(QUERY.state), DEFAULT_COMBINATION.state),
    installStatus: pick(
      INSTALL_STATUSES,
      params.get(QUERY.install),
      DEFAULT_COMBINATION.installStatus,
    ),
  }
}

/** The query of a combination, keeping any other parameter (e.g. a QA scenario) of the URL. */
export function combinationQuery(
  combination: Combination,
  current = new URLSearchParams(),
): URLSearchParams {
  const query = new URLSearchParams(current)
  query.set(QUERY.payment, combination.paymentStatus)
  query.set(QUERY.state, combination.state)
  query.set(QUERY.install, combination.installStatus)
  return query
}

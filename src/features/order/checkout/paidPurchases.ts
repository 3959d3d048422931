import { readJson, safeSessionStorage, writeJson } from '../../../shared/lib/storage'

/**
 * The purchases this tab has paid, so Back from a payment result to /topay shows "paid" instead
 * of a fresh checkout whose Pay button would buy again (issue 14.7). Buying the same plan again
 * is then an explicit choice (forgetPaid). Ids and numbers only, in sessionStorage.
 */
export interface PaidPurchase {
  /** Who bought what: `${email}|${item}` (item: a package id, or order:<id> for an unpaid order). */
  key: string
  orderId: string
  orderNo: string
  paidAt: number
}

const KEY = 'rw_checkout_paid'
/** Enough for a visit; the oldest drop off. */
const KEPT = 10

export function paidKey(email: string, item: string): string {
  return `${email}|${item}`
}

function all(): PaidPurchase[] {
  const stored = readJson<unknown>(KEY, safeSessionStorage())
  return Array.isArray(stored)
    ? stored.filter(
        (entry): entry is PaidPurchase =>
          typeof entry === 'object' && entry !== null && typeof entry.key === 'string',
      )
    : []
}

export function recordPaid(purchase: PaidPurchase): void {
  const kept = all().filter(
    (entry) => entry.key !== purchase.key && entry.orderId !== purchase.orderId,
  )
  writeJson(KEY, [purchase, ...kept].slice(0, KEPT), safeSessionStorage())
}

export function paidPurchase(key: string): PaidPurchase | null {
  return all().find((entry) => entry.key === key) ?? null
}

/** The shopper chose to buy the same plan again: a new purchase, a new checkout. */
export function forgetPaid(key: string): void {
  writeJson(
    KEY,
    all().filter((entry) => entry.key !== key),
    safeSessionStorage(),
  )
}

import type { EsimResourceDto, OrderDto, OrderTab } from '../../../api/contract/order'
import { readJson, removeItem, writeJson } from '../../../shared/lib/storage'

/**
 * The last orders the traveller saw and the install kits they opened, kept on the device so
 * they can still install an eSIM on arrival with no data (issue 8 item 4). One account's copy
 * at a time; it is removed on sign-out (src/app/offline/clearOnSignOut.ts).
 */
export const OFFLINE_ORDERS_KEY = 'rw_offline_orders'

export interface OrdersSnapshot {
  version: 1
  email: string
  /** Epoch ms when the newest list in it came from the server. */
  savedAt: number
  lists: Record<OrderTab, OrderDto[]>
  /** Install kits by order id: only kits the traveller opened (a first load marks it downloaded). */
  kits: Record<string, EsimResourceDto>
}

function isSnapshot(value: unknown): value is OrdersSnapshot {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Partial<OrdersSnapshot>
  return (
    candidate.version === 1 &&
    typeof candidate.email === 'string' &&
    typeof candidate.savedAt === 'number' &&
    Array.isArray(candidate.lists?.CURRENT) &&
    Array.isArray(candidate.lists?.PAST) &&
    typeof candidate.kits === 'object' &&
    candidate.kits !== null
  )
}

/** The copy for this account, or null (none, unreadable, or another account's). */
export function loadOrdersSnapshot(email: string): OrdersSnapshot | null {
  if (!email) return null
  const stored = readJson<unknown>(OFFLINE_ORDERS_KEY)
  return isSnapshot(stored) && stored.email === email ? stored : null
}

export function saveOrdersSnapshot(snapshot: OrdersSnapshot): void {
  writeJson(OFFLINE_ORDERS_KEY, snapshot)
}

export function clearOrdersSnapshot(): void {
  removeItem(OFFLINE_ORDERS_KEY)
}

import { useEffect, useMemo } from 'react'
import type { OrderTab } from '../../../api/contract/order'
import { useAppSelector, type RootState } from '../../../app/hooks'
import { loadOrdersSnapshot, saveOrdersSnapshot, type OrdersSnapshot } from './offlineSnapshot'
import type { OrderList } from './ordersSlice'
import { selectOrderList } from './selectors'
import { useOnlineStatus } from '../../../shared/ui/useOnlineStatus'
import { selectOrderState, type OrderState } from '../orderState'

const selectResources = (state: RootState) => selectOrderState(state).orders.resources

/** Keeps what answered, and the stored copy's orders for a tab that has not answered yet. */
function merged(
  email: string,
  stored: OrdersSnapshot | null,
  lists: Record<OrderTab, OrderList>,
  resources: OrderState['orders']['resources'],
): OrdersSnapshot | null {
  const answered = (Object.keys(lists) as OrderTab[]).filter((tab) => lists[tab].pageNum > 0)
  if (answered.length === 0) return null
  const orders = {
    CURRENT: lists.CURRENT.pageNum > 0 ? lists.CURRENT.orders : (stored?.lists.CURRENT ?? []),
    PAST: lists.PAST.pageNum > 0 ? lists.PAST.orders : (stored?.lists.PAST ?? []),
  }
  const kept = new Set([...orders.CURRENT, ...orders.PAST].map((order) => order.orderId))
  const kits: OrdersSnapshot['kits'] = {}
  for (const [orderId, kit] of Object.entries(stored?.kits ?? {}))
    if (kept.has(orderId)) kits[orderId] = kit
  for (const [orderId, resource] of Object.entries(resources))
    if (resource.data && kept.has(orderId)) kits[orderId] = resource.data
  return {
    version: 1,
    email,
    savedAt: Math.max(stored?.savedAt ?? 0, ...answered.map((tab) => lists[tab].loadedAt)),
    lists: orders,
    kits,
  }
}

/**
 * The orders page's offline copy: every answer from the server (lists, opened install kits) is
 * written to the device; while the browser is offline the page shows that copy instead.
 */
export function useOfflineOrders(email: string): {
  offline: boolean
  snapshot: OrdersSnapshot | null
} {
  const online = useOnlineStatus()
  const current = useAppSelector(selectOrderList('CURRENT'))
  const past = useAppSelector(selectOrderList('PAST'))
  const resources = useAppSelector(selectResources)
  const snapshot = useMemo(() => {
    const stored = loadOrdersSnapshot(email)
    if (!email) return null
    return merged(email, stored, { CURRENT: current, PAST: past }, resources) ?? stored
  }, [email, current, past, resources])

  useEffect(() => {
    if (snapshot) saveOrdersSnapshot(snapshot)
  }, [snapshot])

  return { offline: !online, snapshot }
}

import type { ComponentType } from 'react'

/**
 * The lab's pages, added to the route table by the bootstrap in mock builds only, so the
 * router gives them every locale prefix like any page. The shape is the router's
 * PageDefinition, restated here because the lab may not import from app/.
 */
export const labPages: readonly {
  name: string
  path: string
  load: () => Promise<{ default: ComponentType }>
}[] = [
  { name: 'qa-order-labels', path: 'qa/order-labels', load: () => import('./OrderLabelLabPage') },
]

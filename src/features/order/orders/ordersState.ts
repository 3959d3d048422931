import type {
  EsimResourceDto,
  OrderDto,
  OrderTab,
  QueryReceiptRequest,
  ReceiptDto,
} from '../../../api/contract/order'
import type { SerializedApiError } from '../../../api/errors'
import type { Loadable } from '../../../api/loadable'

// The shape and the starting value of the orders state, apart from its reducer, so the store can
// start with it before the orders code (reducer, thunks, API calls) has loaded.

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed'

/** One tab's list, as far as it has been paged. */
export interface OrderList {
  status: RequestStatus
  orders: OrderDto[]
  total: number
  /** The last page loaded; 0 before the first answer. */
  pageNum: number
  error: SerializedApiError | null
  /** An order moved between tabs (a refund): show the list again from page 1 when next viewed. */
  stale: boolean
  /** Epoch ms of the last answer; warnings are judged against it. */
  loadedAt: number
  /** The page of the latest request, so a retry asks for the page that failed. */
  requestedPage: number
}

/** A command on one order (refund, review): its progress and the server's refusal. */
export interface OrderCommand {
  status: RequestStatus
  error: SerializedApiError | null
}

export interface ResourceState {
  status: RequestStatus
  data: EsimResourceDto | null
  error: SerializedApiError | null
}

export interface OrdersState {
  lists: Record<OrderTab, OrderList>
  /** Per order id. */
  resources: Record<string, ResourceState>
  refunds: Record<string, OrderCommand>
  reviews: Record<string, OrderCommand>
  /** Per receipt key (receiptKey): kept for the visit, since a receipt does not change. */
  receipts: Record<string, Loadable<ReceiptDto | null>>
  /** The review prompt's check (SPEC 2.5): the order to review, or null when none is due. */
  reviewPrompt: { status: RequestStatus; orderId: string | null }
}

export const emptyList = (): OrderList => ({
  status: 'idle',
  orders: [],
  total: 0,
  pageNum: 0,
  error: null,
  stale: false,
  loadedAt: 0,
  requestedPage: 0,
})

export const initialOrdersState: OrdersState = {
  lists: { CURRENT: emptyList(), PAST: emptyList() },
  resources: {},
  refunds: {},
  reviews: {},
  receipts: {},
  reviewPrompt: { status: 'idle', orderId: null },
}

/** Where a receipt sits in the state: by its payment, or by its order. */
export const receiptKey = (request: QueryReceiptRequest): string =>
  'paymentId' in request ? `payment:${request.paymentId}` : `order:${request.orderId}`

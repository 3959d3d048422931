import { createAppAsyncThunk } from '../../../app/hooks'
import type { OrderDto, OrderTab, QueryReceiptRequest } from '../../../api/contract/order'
import type { ReviewRating } from '../../../api/contract/promo'
import {
  loadEsimResource,
  queryOrders,
  queryReceipt,
  refundOrder,
} from '../../../api/endpoints/order'
import { createOrderReview } from '../../../api/endpoints/promo'
import { serializeApiError } from '../../../api/errors'
import { isReviewDue } from './orderRules'
import { selectOrderState } from '../orderState'
import { receiptKey } from './ordersState'
import { shouldFetch } from '../../../api/loadable'

/** Ten cards fill a desktop screen twice and keep a phone's first load light. */
export const ORDERS_PAGE_SIZE = 10

/** Failures reach the slice as serialisable errors (never the ApiError instance). */
async function attempt<T>(
  call: () => Promise<T>,
  reject: (error: ReturnType<typeof serializeApiError>) => unknown,
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    return reject(serializeApiError(error)) as never
  }
}

/**
 * Page 1 replaces the tab's list (a refresh); a later page appends ("Load more"). `at` is when
 * the answer came: warnings such as "expires within a day" are judged against it.
 */
export const fetchOrders = createAppAsyncThunk(
  'order/orders/fetch',
  async ({ tab, pageNum }: { tab: OrderTab; pageNum: number }, { rejectWithValue }) =>
    attempt(async () => {
      const page = await queryOrders(tab, pageNum, ORDERS_PAGE_SIZE)
      return { page, at: Date.now() }
    }, rejectWithValue),
  {
    // One request per tab at a time: a double click on "Load more" must not load a page twice.
    condition: ({ tab }, { getState }) =>
      selectOrderState(getState()).orders.lists[tab].status !== 'pending',
  },
)

/**
 * The idempotency key comes from the confirmation dialog: one opening of the dialog is one
 * intent, and a retry from the same dialog reuses the key so a lost answer cannot refund twice.
 */
export const requestRefund = createAppAsyncThunk(
  'order/orders/refund',
  async (
    {
      orderId,
      reason,
      idempotencyKey,
    }: { orderId: string; reason: string; idempotencyKey: string },
    { rejectWithValue },
  ): Promise<OrderDto> =>
    attempt(() => refundOrder(orderId, reason, idempotencyKey), rejectWithValue),
  {
    condition: ({ orderId }, { getState }) =>
      selectOrderState(getState()).orders.refunds[orderId]?.status !== 'pending',
  },
)

export const submitReview = createAppAsyncThunk(
  'order/orders/review',
  async (
    { orderId, rating, text }: { orderId: string; rating: ReviewRating; text: string },
    { rejectWithValue },
  ) => attempt(() => createOrderReview(orderId, rating, text), rejectWithValue),
  {
    condition: ({ orderId }, { getState }) =>
      selectOrderState(getState()).orders.reviews[orderId]?.status !== 'pending',
  },
)

/** The install kit of one order; kept for the visit, since the codes never change. */
export const fetchEsimResource = createAppAsyncThunk(
  'order/orders/resource',
  async (orderId: string, { rejectWithValue }) =>
    attempt(() => loadEsimResource(orderId), rejectWithValue),
  {
    condition: (orderId, { getState }) => {
      const status = selectOrderState(getState()).orders.resources[orderId]?.status
      return status !== 'pending' && status !== 'succeeded'
    },
  },
)

/** A receipt (issue 37.6); asked once a visit, and again after a failure. */
export const fetchReceipt = createAppAsyncThunk(
  'order/orders/receipt',
  async (request: QueryReceiptRequest, { rejectWithValue }) =>
    attempt(() => queryReceipt(request), rejectWithValue),
  {
    condition: (request, { getState }) =>
      shouldFetch(selectOrderState(getState()).orders.receipts[receiptKey(request)]),
  },
)

/** Enough to see every current order of a traveller in one request (the server's page cap). */
const PROMPT_SCAN_SIZE = 50

/**
 * Whether to ask for a review (SPEC 2.5): the first current order that is paid, older than
 * three days and not reviewed. Only the current tab is scanned, because the prompt's GO button
 * opens that tab and the order must be there to review.
 */
export const checkReviewDue = createAppAsyncThunk(
  'order/orders/checkReviewDue',
  async ({ now, skip }: { now: number; skip: readonly string[] }, { rejectWithValue }) =>
    attempt(async () => {
      const page = await queryOrders('CURRENT', 1, PROMPT_SCAN_SIZE)
      const due = page.list.filter((order) => isReviewDue(order, now))
      return due.find((order) => !skip.includes(order.orderId))?.orderId ?? null
    }, rejectWithValue),
)

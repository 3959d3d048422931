import { createSlice } from '@reduxjs/toolkit'
import { signedOut } from '../../../shared/events'
import type { OrderDto } from '../../../api/contract/order'
import { initialOrdersState, receiptKey, type OrdersState } from './ordersState'
import {
  checkReviewDue,
  fetchEsimResource,
  fetchOrders,
  fetchReceipt,
  requestRefund,
  submitReview,
} from './thunks'

export {
  initialOrdersState,
  type OrderCommand,
  type OrderList,
  type OrdersState,
  type RequestStatus,
  type ResourceState,
} from './ordersState'

/** Applies a change to every copy of an order (it may sit in either list). */
function updateOrder(state: OrdersState, orderId: string, change: (order: OrderDto) => void) {
  for (const list of Object.values(state.lists)) {
    for (const order of list.orders) if (order.orderId === orderId) change(order)
  }
}

const ordersSlice = createSlice({
  name: 'order/orders',
  initialState: initialOrdersState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchOrders.pending, (state, { meta }) => {
        const list = state.lists[meta.arg.tab]
        list.status = 'pending'
        list.error = null
        list.requestedPage = meta.arg.pageNum
      })
      .addCase(fetchOrders.fulfilled, (state, { meta, payload: { page, at } }) => {
        const list = state.lists[meta.arg.tab]
        const first = meta.arg.pageNum === 1
        // Lists are newest first; a purchase between two pages shifts the next page by one,
        // so an order already shown is not shown twice.
        const known = new Set(first ? [] : list.orders.map((order) => order.orderId))
        list.orders = [
          ...(first ? [] : list.orders),
          ...page.list.filter((order) => !known.has(order.orderId)),
        ]
        list.total = page.total
        list.loadedAt = at
        list.pageNum = meta.arg.pageNum
        list.status = 'succeeded'
        if (first) list.stale = false
      })
      .addCase(fetchOrders.rejected, (state, { meta, payload }) => {
        const list = state.lists[meta.arg.tab]
        list.status = 'failed'
        list.error = payload ?? null
      })
      .addCase(requestRefund.pending, (state, { meta }) => {
        state.refunds[meta.arg.orderId] = { status: 'pending', error: null }
      })
      .addCase(requestRefund.fulfilled, (state, { meta, payload }) => {
        state.refunds[meta.arg.orderId] = { status: 'succeeded', error: null }
        // The card shows Refunding at once; the order belongs to the past tab from now on.
        updateOrder(state, payload.orderId, (order) => Object.assign(order, payload))
        state.lists.PAST.stale = true
      })
      .addCase(requestRefund.rejected, (state, { meta, payload }) => {
        state.refunds[meta.arg.orderId] = { status: 'failed', error: payload ?? null }
      })
      .addCase(submitReview.pending, (state, { meta }) => {
        state.reviews[meta.arg.orderId] = { status: 'pending', error: null }
      })
      .addCase(submitReview.fulfilled, (state, { meta }) => {
        state.reviews[meta.arg.orderId] = { status: 'succeeded', error: null }
        updateOrder(state, meta.arg.orderId, (order) => {
          order.reviewed = true
        })
        if (state.reviewPrompt.orderId === meta.arg.orderId) state.reviewPrompt.orderId = null
      })
      .addCase(submitReview.rejected, (state, { meta, payload }) => {
        state.reviews[meta.arg.orderId] = { status: 'failed', error: payload ?? null }
      })
      .addCase(fetchEsimResource.pending, (state, { meta }) => {
        state.resources[meta.arg] = { status: 'pending', data: null, error: null }
      })
      .addCase(fetchEsimResource.fulfilled, (state, { meta, payload }) => {
        state.resources[meta.arg] = { status: 'succeeded', data: payload, error: null }
        // docs/api.md 4.1: the first load of the kit counts as the download (label Inactive).
        updateOrder(state, meta.arg, (order) => {
          if (order.installStatus === 'UNDOWNLOAD') order.installStatus = 'DOWNLOAD'
        })
      })
      .addCase(fetchEsimResource.rejected, (state, { meta, payload }) => {
        state.resources[meta.arg] = { status: 'failed', data: null, error: payload ?? null }
      })
      .addCase(fetchReceipt.pending, (state, { meta }) => {
        const key = receiptKey(meta.arg)
        state.receipts[key] = { status: 'pending', data: null, error: null }
      })
      .addCase(fetchReceipt.fulfilled, (state, { meta, payload }) => {
        state.receipts[receiptKey(meta.arg)] = { status: 'succeeded', data: payload, error: null }
      })
      .addCase(fetchReceipt.rejected, (state, { meta, payload }) => {
        const key = receiptKey(meta.arg)
        state.receipts[key] = { status: 'failed', data: null, error: payload ?? null }
      })
      .addCase(checkReviewDue.pending, (state) => {
        state.reviewPrompt.status = 'pending'
      })
      .addCase(checkReviewDue.fulfilled, (state, { payload }) => {
        state.reviewPrompt = { status: 'succeeded', orderId: payload }
      })
      .addCase(checkReviewDue.rejected, (state) => {
        // The prompt is a nicety: a failed check simply asks nothing this visit.
        state.reviewPrompt = { status: 'failed', orderId: null }
      })
      // An order belongs to the account that placed it; nothing of it outlives sign-out.
      .addCase(signedOut, () => initialOrdersState)
  },
})

export const ordersReducer = ordersSlice.reducer

import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { signedOut } from '../../shared/events'

export type CheckoutStatus = 'idle' | 'pending' | 'succeeded' | 'failed'

/** Orders, checkout and top-up state; the order features fill it in (see issue 5). */
export interface OrderState {
  checkout: { status: CheckoutStatus; orderNo: string | null }
  iccid: string
}

export const initialOrderState: OrderState = {
  checkout: { status: 'idle', orderNo: null },
  iccid: '',
}

const orderSlice = createSlice({
  name: 'order',
  initialState: initialOrderState,
  reducers: {
    topUpIccidChosen(state, action: PayloadAction<string>) {
      state.iccid = action.payload
    },
  },
  extraReducers: (builder) => {
    // An order belongs to the account that placed it; nothing of it outlives sign-out.
    builder.addCase(signedOut, () => initialOrderState)
  },
})

export const { topUpIccidChosen } = orderSlice.actions
export const orderReducer = orderSlice.reducer

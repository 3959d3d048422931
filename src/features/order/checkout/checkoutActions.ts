import { createAction } from '@reduxjs/toolkit'

/**
 * Between setup and execute: the order exists and the money is about to move. An action of its
 * own (not a slice reducer) because the thunks dispatch it and the slice imports the thunks.
 */
export const paymentExecuting = createAction('order/checkout/paymentExecuting')

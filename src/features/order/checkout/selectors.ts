import type { RootState } from '../../../app/hooks'
import { SAME_PAGE_PAYMENT_METHOD_IDS } from '../../../config/constants'
import type { PaymentMethodDto } from '../../../api/contract/order'
import { BUSY_PHASES } from './checkoutTypes'
import { selectOrderState } from '../orderState'

export const selectCheckout = (state: RootState) => selectOrderState(state).checkout
export const selectPaymentMethods = (state: RootState) => selectOrderState(state).checkout.methods
export const selectChosenMethodId = (state: RootState) => selectOrderState(state).checkout.methodId
export const selectPaymentResult = (state: RootState) => selectOrderState(state).checkout.result
export const selectCheckoutBusy = (state: RootState) =>
  BUSY_PHASES.includes(selectOrderState(state).checkout.phase)

/** The plan being bought lives in the catalogue slice (SPEC 3.1 mealInfo); read, never imported. */
export const selectPlanToBuy = (state: RootState) => state.catalogue.mealInfo

export const selectBalanceUsd = (state: RootState): number | null =>
  state.session.userInfo ? state.session.userInfo.balanceUsd : null

export function isSamePageMethod(method: Pick<PaymentMethodDto, 'id'> | undefined): boolean {
  return (
    method !== undefined && (SAME_PAGE_PAYMENT_METHOD_IDS as readonly number[]).includes(method.id)
  )
}

/**
 * The methods the shopper can use for this price: account credit only when the balance covers
 * it (the server lists credit to account users whatever their balance).
 */
export function usableMethods(
  methods: readonly PaymentMethodDto[],
  priceUsd: number,
  balanceUsd: number | null,
): PaymentMethodDto[] {
  return methods.filter(
    (method) => method.kind !== 'BALANCE' || (balanceUsd !== null && balanceUsd + 1e-9 >= priceUsd),
  )
}

export const selectUnpaidOrder = (state: RootState) => selectOrderState(state).checkout.unpaidOrder

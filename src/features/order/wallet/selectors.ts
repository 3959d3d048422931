import { createSelector } from '@reduxjs/toolkit'
import type { RootState } from '../../../app/hooks'
import type { WalletFlow } from './walletTypes'

export const selectIccid = (state: RootState) => state.order.wallet.iccid
export const selectTopupLookup = (state: RootState) => state.order.wallet.topupLookup
export const selectTopupPackageId = (state: RootState) => state.order.wallet.topupPackageId
export const selectCreditPlans = (state: RootState) => state.order.wallet.creditPlans
export const selectCreditPlanId = (state: RootState) => state.order.wallet.creditPlanId
export const selectTransactions = (state: RootState) => state.order.wallet.transactions
export const selectPaymentResult = (state: RootState) => state.order.wallet.result
export const selectMethods = (flow: WalletFlow) => (state: RootState) =>
  state.order.wallet.methods[flow]
export const selectMethodId = (flow: WalletFlow) => (state: RootState) =>
  state.order.wallet.methodId[flow]
export const selectPayment = (flow: WalletFlow) => (state: RootState) =>
  state.order.wallet.payment[flow]

export const selectTopupPackage = createSelector(
  [selectTopupLookup, selectTopupPackageId],
  (lookup, packageId) => lookup.data?.packages.find((pkg) => pkg.packageId === packageId) ?? null,
)

export const selectCreditPlan = createSelector(
  [selectCreditPlans, selectCreditPlanId],
  (plans, planId) => plans.data.find((plan) => plan.creditPlanId === planId) ?? null,
)

/** Who may use credit (SPEC 6): signed in with an account, not as a guest. */
export type CreditAccess = 'anonymous' | 'guest' | 'account'

export const selectCreditAccess = (state: RootState): CreditAccess => {
  const { token, loginType } = state.session
  if (!token) return 'anonymous'
  return loginType === 'accountLogin' ? 'account' : 'guest'
}

export const selectUserInfo = (state: RootState) => state.session.userInfo

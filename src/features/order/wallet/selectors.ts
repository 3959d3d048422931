import { createSelector } from '@reduxjs/toolkit'
import type { RootState } from '../../../app/hooks'
import type { WalletFlow } from './walletTypes'
import { selectOrderState } from '../orderState'

export const selectIccid = (state: RootState) => selectOrderState(state).wallet.iccid
export const selectTopupLookup = (state: RootState) => selectOrderState(state).wallet.topupLookup
export const selectTopupPackageId = (state: RootState) =>
  selectOrderState(state).wallet.topupPackageId
export const selectCreditPlans = (state: RootState) => selectOrderState(state).wallet.creditPlans
export const selectCreditPlanId = (state: RootState) => selectOrderState(state).wallet.creditPlanId
export const selectTransactions = (state: RootState) => selectOrderState(state).wallet.transactions
export const selectPaymentResult = (state: RootState) => selectOrderState(state).wallet.result
export const selectMethods = (flow: WalletFlow) => (state: RootState) =>
  selectOrderState(state).wallet.methods[flow]
export const selectMethodId = (flow: WalletFlow) => (state: RootState) =>
  selectOrderState(state).wallet.methodId[flow]
export const selectPayment = (flow: WalletFlow) => (state: RootState) =>
  selectOrderState(state).wallet.payment[flow]

/**
 * What a wallet payment pays, as its attempt's id (wallet/attempt.ts): the eSIM or account, the
 * plan and the currency; empty while nothing is chosen. The method is not part of it: paying the
 * same thing with another method, in this tab or another, is the same payment.
 */
export const selectWalletFingerprint = (flow: WalletFlow) => (state: RootState) => {
  const { iccid, topupPackageId, creditPlanId } = selectOrderState(state).wallet
  const { currentCurrency, email } = state.session
  if (flow === 'topup')
    return topupPackageId ? [iccid, topupPackageId, currentCurrency].join('|') : ''
  return creditPlanId ? [email, creditPlanId, currentCurrency].join('|') : ''
}

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

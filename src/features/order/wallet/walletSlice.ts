import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type {
  AdyenJsonDto,
  CreditPlanDto,
  PaymentMethodDto,
  QueryTopupOrderResponse,
  TransactionDto,
} from '../../../api/contract/order'
import type { PageDto } from '../../../api/contract/paging'
import type { SerializedApiError } from '../../../api/errors'
import { signedOut, userInfoRefreshRequested } from '../../../shared/events'
import { idle } from '../../../api/loadable'
import type { ResultAnswer, WalletFlow } from './walletTypes'
import { idlePayment, idleResult, initialWalletState, type PayStep } from './walletState'

export {
  idlePayment,
  idleResult,
  initialWalletState,
  type PayPhase,
  type PayStep,
  type PaymentFlowState,
  type WalletState,
} from './walletState'

const walletSlice = createSlice({
  name: 'order/wallet',
  initialState: initialWalletState,
  reducers: {
    topupConsentChanged(state, action: PayloadAction<boolean>) {
      state.topupConsent = action.payload
    },
    /** A new ICCID forgets the previous eSIM's answer and plan choice. */
    iccidChosen(state, action: PayloadAction<string>) {
      if (state.iccid === action.payload) return
      state.iccid = action.payload
      state.topupLookup = idle(null)
      state.topupPackageId = null
      state.payment.topup = idlePayment
      state.topupConsent = false
    },
    topupLookupStarted(state, action: PayloadAction<string>) {
      state.iccid = action.payload
      state.topupLookup = { status: 'pending', data: null, error: null }
    },
    topupLookupSucceeded(
      state,
      action: PayloadAction<{ iccid: string; answer: QueryTopupOrderResponse }>,
    ) {
      // Only the answer for the ICCID on screen may land.
      if (action.payload.iccid !== state.iccid) return
      state.topupLookup = { status: 'succeeded', data: action.payload.answer, error: null }
      const ids = action.payload.answer.packages.map((pkg) => pkg.packageId)
      if (!state.topupPackageId || !ids.includes(state.topupPackageId)) {
        state.topupPackageId = null
      }
    },
    topupLookupFailed(state, action: PayloadAction<{ iccid: string; error: SerializedApiError }>) {
      if (action.payload.iccid !== state.iccid) return
      state.topupLookup = { status: 'failed', data: null, error: action.payload.error }
    },
    topupPackageChosen(state, action: PayloadAction<string>) {
      state.topupPackageId = action.payload
      if (state.payment.topup.phase === 'failed') state.payment.topup = idlePayment
    },
    creditPlansStarted(state) {
      state.creditPlans.status = 'pending'
      state.creditPlans.error = null
    },
    creditPlansSucceeded(state, action: PayloadAction<CreditPlanDto[]>) {
      state.creditPlans = { status: 'succeeded', data: action.payload, error: null }
      const ids = action.payload.map((plan) => plan.creditPlanId)
      if (!state.creditPlanId || !ids.includes(state.creditPlanId)) {
        // The plan the server marks popular is a sensible first choice.
        state.creditPlanId =
          action.payload.find((plan) => plan.popular)?.creditPlanId ?? ids[0] ?? null
      }
    },
    creditPlansFailed(state, action: PayloadAction<SerializedApiError>) {
      state.creditPlans.status = 'failed'
      state.creditPlans.error = action.payload
    },
    creditPlanChosen(state, action: PayloadAction<string>) {
      state.creditPlanId = action.payload
      if (state.payment.credit.phase === 'failed') state.payment.credit = idlePayment
    },
    methodsStarted(state, action: PayloadAction<{ flow: WalletFlow; currency: string }>) {
      const { flow, currency } = action.payload
      state.methods[flow] = { ...state.methods[flow], status: 'pending', error: null, currency }
    },
    methodsSucceeded(
      state,
      action: PayloadAction<{ flow: WalletFlow; currency: string; methods: PaymentMethodDto[] }>,
    ) {
      const { flow, currency, methods } = action.payload
      if (state.methods[flow].currency !== currency) return
      state.methods[flow] = { status: 'succeeded', data: methods, error: null, currency }
      const chosen = state.methodId[flow]
      if (chosen === null || !methods.some((method) => method.id === chosen)) {
        // A card is what most shoppers pay with, so it is the first choice when offered.
        state.methodId[flow] =
          methods.find((method) => method.kind === 'CARD')?.id ?? methods[0]?.id ?? null
      }
    },
    methodsFailed(
      state,
      action: PayloadAction<{ flow: WalletFlow; currency: string; error: SerializedApiError }>,
    ) {
      const { flow, currency, error } = action.payload
      if (state.methods[flow].currency !== currency) return
      state.methods[flow].status = 'failed'
      state.methods[flow].error = error
    },
    methodChosen(state, action: PayloadAction<{ flow: WalletFlow; methodId: number }>) {
      state.methodId[action.payload.flow] = action.payload.methodId
      if (state.payment[action.payload.flow].phase === 'failed') {
        state.payment[action.payload.flow] = idlePayment
      }
    },
    paymentStepStarted(state, action: PayloadAction<{ flow: WalletFlow; step: PayStep }>) {
      const flow = state.payment[action.payload.flow]
      flow.phase = 'paying'
      flow.step = action.payload.step
      flow.error = null
      flow.action = null
    },
    paymentSetUp(state, action: PayloadAction<{ flow: WalletFlow; paymentId: string }>) {
      state.payment[action.payload.flow].paymentId = action.payload.paymentId
    },
    challengeRequired(state, action: PayloadAction<{ flow: WalletFlow; action: AdyenJsonDto }>) {
      const flow = state.payment[action.payload.flow]
      flow.phase = 'challenge'
      flow.step = null
      flow.action = action.payload.action
    },
    paymentLeftForProvider(state, action: PayloadAction<WalletFlow>) {
      state.payment[action.payload].phase = 'redirecting'
      state.payment[action.payload].step = null
    },
    paymentSubmitted(state, action: PayloadAction<WalletFlow>) {
      state.payment[action.payload].phase = 'done'
      state.payment[action.payload].step = null
      state.payment[action.payload].action = null
    },
    paymentFailed(state, action: PayloadAction<{ flow: WalletFlow; error: SerializedApiError }>) {
      const flow = state.payment[action.payload.flow]
      flow.phase = 'failed'
      flow.step = null
      flow.action = null
      flow.error = action.payload.error
    },
    /** Back on the form page (after a result or a cancelled challenge): ready for a new Pay. */
    paymentReset(state, action: PayloadAction<WalletFlow>) {
      state.payment[action.payload] = idlePayment
    },
    transactionsStarted(state, action: PayloadAction<number>) {
      state.transactions.pageNum = action.payload
      state.transactions.status = 'pending'
      state.transactions.error = null
    },
    transactionsSucceeded(
      state,
      action: PayloadAction<{ pageNum: number; page: PageDto<TransactionDto> }>,
    ) {
      // Paging fast must not show an older page under a newer page number.
      if (action.payload.pageNum !== state.transactions.pageNum) return
      state.transactions.status = 'succeeded'
      state.transactions.data = action.payload.page
    },
    transactionsFailed(
      state,
      action: PayloadAction<{ pageNum: number; error: SerializedApiError }>,
    ) {
      if (action.payload.pageNum !== state.transactions.pageNum) return
      state.transactions.status = 'failed'
      state.transactions.error = action.payload.error
    },
    resultWatchStarted(state, action: PayloadAction<{ flow: WalletFlow; paymentId: string }>) {
      const same =
        state.result.flow === action.payload.flow &&
        state.result.paymentId === action.payload.paymentId
      state.result = {
        ...(same ? state.result : idleResult),
        flow: action.payload.flow,
        paymentId: action.payload.paymentId,
        status: 'polling',
        attempts: 0,
        error: null,
      }
    },
    resultAnswered(
      state,
      action: PayloadAction<{ paymentId: string; answer: ResultAnswer; attempt: number }>,
    ) {
      if (action.payload.paymentId !== state.result.paymentId) return
      const { answer } = action.payload
      state.result.answer = answer
      state.result.attempts = action.payload.attempt
      if (answer.status !== 'PENDING') state.result.status = 'final'
      // Money moved: what the pages showed before is out of date and is asked for again.
      if (answer.status === 'SUCCEEDED' && state.result.flow === 'credit') {
        state.transactions = { ...idle(null), pageNum: 1 }
      }
      if (answer.status === 'SUCCEEDED' && state.result.flow === 'topup') {
        state.topupLookup = idle(null)
      }
    },
    resultTimedOut(state, action: PayloadAction<string>) {
      if (action.payload !== state.result.paymentId || state.result.status !== 'polling') return
      state.result.status = 'timedOut'
    },
    resultFailed(state, action: PayloadAction<{ paymentId: string; error: SerializedApiError }>) {
      if (action.payload.paymentId !== state.result.paymentId) return
      state.result.status = 'failed'
      state.result.error = action.payload.error
    },
  },
  extraReducers: (builder) => {
    // Credit and payments belong to the account, and a shared computer should not keep the
    // ICCID of the person who just left either.
    builder.addCase(signedOut, () => initialWalletState)
    // Money moved (a redeem, a recharge, a top-up paid with credit): the movements are read
    // again, from the first page, while the old list stays on screen.
    builder.addCase(userInfoRefreshRequested, (state) => {
      if (state.transactions.status === 'idle') return
      state.transactions.status = 'idle'
      state.transactions.pageNum = 1
    })
  },
})

export const {
  topupConsentChanged,
  iccidChosen,
  topupLookupStarted,
  topupLookupSucceeded,
  topupLookupFailed,
  topupPackageChosen,
  creditPlansStarted,
  creditPlansSucceeded,
  creditPlansFailed,
  creditPlanChosen,
  methodsStarted,
  methodsSucceeded,
  methodsFailed,
  methodChosen,
  paymentStepStarted,
  paymentSetUp,
  challengeRequired,
  paymentLeftForProvider,
  paymentSubmitted,
  paymentFailed,
  paymentReset,
  transactionsStarted,
  transactionsSucceeded,
  transactionsFailed,
  resultWatchStarted,
  resultAnswered,
  resultTimedOut,
  resultFailed,
} = walletSlice.actions

export const walletReducer = walletSlice.reducer

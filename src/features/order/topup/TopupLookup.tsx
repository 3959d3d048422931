import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { SkeletonGrid } from '../../../shared/ui/Skeleton'
import { selectPayment, selectTopupLookup, selectTopupPackageId } from '../wallet/selectors'
import { WalletPayment } from '../wallet/WalletPayment'
import { topupPackageChosen } from '../wallet/walletSlice'
import { topupItem } from '../checkout/purchaseItem'
import { EsimSummary } from './EsimSummary'
import { TopupPlans } from './TopupPlans'
import { answerTopupChallenge, payTopup } from './topupThunks'

/** The looked-up eSIM, the plans it can add and the payment, or the lookup's progress. */
export function TopupLookup({
  onRetry,
  amountUsd,
}: {
  onRetry: () => void
  amountUsd: number | null
}) {
  const { t } = useTranslation('wallet')
  const dispatch = useAppDispatch()
  const lookup = useAppSelector(selectTopupLookup)
  const packageId = useAppSelector(selectTopupPackageId)
  const payment = useAppSelector(selectPayment('topup'))
  // The moment the page opened: a new expiry counts from it when the eSIM's has passed.
  const [now] = useState(() => Date.now())

  if (lookup.status === 'failed') {
    return (
      <ErrorState
        message={apiErrorMessage(lookup.error, t)}
        retryLabel={t('common:actions.retry')}
        onRetry={onRetry}
      />
    )
  }
  if (!lookup.data) return <SkeletonGrid count={3} label={t('topup.looking')} />

  const busy = payment.phase === 'paying' || payment.phase === 'redirecting'
  const chosen = lookup.data.packages.find((pkg) => pkg.packageId === packageId)
  return (
    <>
      <EsimSummary order={lookup.data.order} />
      <section className="surface wallet-card" aria-labelledby="topup-plans-title">
        <h2 id="topup-plans-title" className="wallet-card__title">
          {t('topup.plansTitle')}
        </h2>
        <TopupPlans
          plans={lookup.data.packages}
          order={lookup.data.order}
          now={now}
          selectedId={packageId}
          onChoose={(id) => dispatch(topupPackageChosen(id))}
          disabled={busy}
        />
      </section>
      <section className="surface wallet-card" aria-labelledby="topup-pay-title">
        <h2 id="topup-pay-title" className="wallet-card__title">
          {t('topup.payTitle')}
        </h2>
        <WalletPayment
          flow="topup"
          amountUsd={amountUsd}
          item={chosen ? topupItem(chosen, lookup.data.order.iccid, t) : ''}
          pay={async (paymentData, again) => {
            const action = await dispatch(payTopup({ paymentData, again }))
            return payTopup.fulfilled.match(action) ? action.payload : undefined
          }}
          answerChallenge={async (result) => {
            const action = await dispatch(answerTopupChallenge(result))
            return answerTopupChallenge.fulfilled.match(action) ? action.payload : undefined
          }}
        />
      </section>
    </>
  )
}

import { useEffect } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { SkeletonGrid } from '../../../shared/ui/Skeleton'
import {
  selectCreditAccess,
  selectCreditPlan,
  selectCreditPlans,
  selectPayment,
} from '../wallet/selectors'
import { useWalletPage } from '../wallet/useWalletPage'
import { WalletPayment } from '../wallet/WalletPayment'
import { creditPlanChosen } from '../wallet/walletSlice'
import { creditItem } from '../checkout/purchaseItem'
import { formatUsd } from '../../../shared/lib/money'
import { AccountOnly } from './AccountOnly'
import { BalanceCard } from './BalanceCard'
import { CreditPlans } from './CreditPlans'
import { answerCreditChallenge, buyCredit, fetchCreditPlans } from './creditThunks'
import { Transactions } from './Transactions'
import '../wallet/wallet.css'

/** The plans and the payment: buy credit with a bonus (SPEC 7.2 credit plans). */
function BuyCredit() {
  const { t } = useTranslation('wallet')
  const locale = useCurrentLocale()
  const dispatch = useAppDispatch()
  const plans = useAppSelector(selectCreditPlans)
  const plan = useAppSelector(selectCreditPlan)
  const payment = useAppSelector(selectPayment('credit'))
  const busy = payment.phase === 'paying' || payment.phase === 'redirecting'

  useEffect(() => {
    void dispatch(fetchCreditPlans())
  }, [dispatch])

  let body
  if (plans.status === 'failed') {
    body = (
      <ErrorState
        message={apiErrorMessage(plans.error, t)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void dispatch(fetchCreditPlans())}
      />
    )
  } else if (plans.status !== 'succeeded') {
    body = <SkeletonGrid count={3} label={t('credit.loading')} />
  } else if (plans.data.length === 0) {
    body = <p className="wallet-empty">{t('credit.noPlans')}</p>
  } else {
    body = (
      <>
        <CreditPlans
          plans={plans.data}
          selectedId={plan?.creditPlanId ?? null}
          onChoose={(id) => dispatch(creditPlanChosen(id))}
          disabled={busy}
        />
        <WalletPayment
          flow="credit"
          amountUsd={plan?.priceUsd ?? null}
          item={plan ? creditItem(formatUsd(plan.creditUsd, locale), t) : ''}
          pay={async (paymentData, again) => {
            const action = await dispatch(buyCredit({ paymentData, again }))
            return buyCredit.fulfilled.match(action) ? action.payload : undefined
          }}
          answerChallenge={async (result) => {
            const action = await dispatch(answerCreditChallenge(result))
            return answerCreditChallenge.fulfilled.match(action) ? action.payload : undefined
          }}
        />
      </>
    )
  }
  return (
    <section className="surface wallet-card" aria-labelledby="credit-buy-title">
      <h2 id="credit-buy-title" className="wallet-card__title">
        {t('credit.buyTitle')}
      </h2>
      <p className="wallet-card__lead">{t('credit.buyLead')}</p>
      {body}
    </section>
  )
}

/** /credit: balance, credit plans and the transactions (account users; the guard wants a token). */
export default function CreditPage() {
  const { t } = useTranslation('wallet')
  useWalletPage('credit')
  const locale = useCurrentLocale()
  const access = useAppSelector(selectCreditAccess)
  if (access !== 'account') return <AccountOnly access={access} title={t('credit.title')} />
  return (
    <div className="page wallet-page wallet-page--wide">
      <h1>{t('credit.title')}</h1>
      <p className="lead">{t('credit.lead')}</p>
      <div className="wallet-columns">
        <div className="wallet-column">
          <BalanceCard>
            <Link to={localePath('/balance', locale)}>{t('credit.balanceLink')}</Link>
          </BalanceCard>
          <BuyCredit />
        </div>
        <Transactions />
      </div>
    </div>
  )
}

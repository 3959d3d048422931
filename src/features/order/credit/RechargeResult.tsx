import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import CircleCheck from 'lucide-react/icons/circle-check'
import { useAppSelector } from '../../../app/hooks'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { amountPaid } from '../wallet/amountPaid'
import { ResultView } from '../wallet/ResultView'
import { selectCreditAccess } from '../wallet/selectors'
import { usePaymentResult, type ResultRoutes } from '../wallet/usePaymentResult'
import { useWalletPage } from '../wallet/useWalletPage'
import { AccountOnly } from './AccountOnly'
import { BalanceCard } from './BalanceCard'

const ROUTES: ResultRoutes = { success: '/recharge-success', fail: '/recharge-fail' }

function RechargeOutcome({ expected }: { expected: 'success' | 'fail' }) {
  const { t } = useTranslation('wallet')
  const page = expected === 'success' ? 'rechargeSuccess' : 'rechargeFail'
  const locale = useCurrentLocale()
  const { paymentId, result, actual, retry } = usePaymentResult('credit', expected, ROUTES)
  const answer = result?.answer
  return (
    <ResultView
      page={page}
      paymentId={paymentId}
      result={result}
      settled={actual === expected}
      onRetry={retry}
      backTo="/credit"
    >
      {answer && expected === 'success' && (
        <>
          <p className="status-code" aria-hidden="true">
            <CircleCheck size={56} strokeWidth={1.75} />
          </p>
          <p className="lead">
            {t('result.paid', { amount: amountPaid(answer.amountUsd, answer.currency, locale) })}
          </p>
          {/* The session reads the user info again after the recharge; the card waits for it. */}
          <BalanceCard>
            <div className="wallet-actions">
              <Link className="button button--primary" to={localePath('/balance', locale)}>
                {t('rechargeSuccess.balance')}
              </Link>
              <Link className="button button--secondary" to={localePath('/credit', locale)}>
                {t('rechargeSuccess.credit')}
              </Link>
            </div>
          </BalanceCard>
        </>
      )}
      {answer && expected === 'fail' && (
        <>
          <p className="lead">{t('result.notCharged')}</p>
          {answer.failureReason && (
            <p className="wallet-reason">{t('result.reason', { reason: answer.failureReason })}</p>
          )}
          <div className="wallet-actions">
            <Link className="button button--primary" to={localePath('/credit', locale)}>
              {t('result.tryAgain')}
            </Link>
            <Link className="button button--secondary" to={localePath('/balance', locale)}>
              {t('rechargeFail.balance')}
            </Link>
          </div>
        </>
      )}
    </ResultView>
  )
}

/** /recharge-success, /rechargesuccess and /recharge-fail (account users only, SPEC 6). */
export function RechargeResult({ expected }: { expected: 'success' | 'fail' }) {
  const { t } = useTranslation('wallet')
  const page = expected === 'success' ? 'rechargeSuccess' : 'rechargeFail'
  useWalletPage(page)
  const access = useAppSelector(selectCreditAccess)
  if (access !== 'account') return <AccountOnly access={access} title={t(`${page}.title`)} />
  return <RechargeOutcome expected={expected} />
}

import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../../app/hooks'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { amountPaid } from '../wallet/amountPaid'
import { NotCharged, PaidMark, ResultView } from '../wallet/ResultView'
import { selectCreditAccess } from '../wallet/selectors'
import type { ResultRoutes } from '../wallet/usePaymentResult'
import { useWalletPage } from '../wallet/useWalletPage'
import { AccountOnly } from './AccountOnly'
import { BalanceCard } from './BalanceCard'

const ROUTES: ResultRoutes = { success: '/recharge-success', fail: '/recharge-fail' }

function RechargeOutcome({ expected }: { expected: 'success' | 'fail' }) {
  const { t } = useTranslation('wallet')
  const page = expected === 'success' ? 'rechargeSuccess' : 'rechargeFail'
  const locale = useCurrentLocale()
  return (
    <ResultView flow="credit" expected={expected} routes={ROUTES} page={page} backTo="/credit">
      {(answer) =>
        expected === 'success' ? (
          <>
            <PaidMark />
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
        ) : (
          <>
            <NotCharged answer={answer} />
            <div className="wallet-actions">
              <Link className="button button--primary" to={localePath('/credit', locale)}>
                {t('result.tryAgain')}
              </Link>
              <Link className="button button--secondary" to={localePath('/balance', locale)}>
                {t('rechargeFail.balance')}
              </Link>
            </div>
          </>
        )
      }
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

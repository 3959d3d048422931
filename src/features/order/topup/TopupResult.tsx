import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../../app/hooks'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { amountPaid } from '../wallet/amountPaid'
import { formatIccid } from '../wallet/iccid'
import { NotCharged, PaidMark, ResultView } from '../wallet/ResultView'
import type { ResultRoutes } from '../wallet/usePaymentResult'
import { useWalletPage } from '../wallet/useWalletPage'

const ROUTES: ResultRoutes = { success: '/topup-success', fail: '/topup-fail' }

/** /topup-success, /topupsuccess and /topup-fail: the top-up's outcome and the next step. */
export function TopupResult({ expected }: { expected: 'success' | 'fail' }) {
  const { t } = useTranslation('wallet')
  const page = expected === 'success' ? 'topupSuccess' : 'topupFail'
  useWalletPage(page)
  const locale = useCurrentLocale()
  const signedIn = useAppSelector((state) => state.session.token !== '')
  return (
    <ResultView flow="topup" expected={expected} routes={ROUTES} page={page} backTo="/topup">
      {(answer) => {
        const again = `${localePath('/topup', locale)}${answer.iccid ? `?iccid=${answer.iccid}` : ''}`
        return expected === 'success' ? (
          <>
            <PaidMark />
            <p className="lead">
              {t('topupSuccess.detail', { iccid: formatIccid(answer.iccid ?? '') })}
            </p>
            <p>
              {t('result.paid', { amount: amountPaid(answer.amountUsd, answer.currency, locale) })}
            </p>
            <div className="wallet-actions">
              {signedIn && (
                <Link className="button button--primary" to={localePath('/orders', locale)}>
                  {t('topupSuccess.orders')}
                </Link>
              )}
              <Link
                className={`button ${signedIn ? 'button--secondary' : 'button--primary'}`}
                to={again}
              >
                {t('topupSuccess.again')}
              </Link>
            </div>
          </>
        ) : (
          <>
            <NotCharged answer={answer} />
            <div className="wallet-actions">
              <Link className="button button--primary" to={again}>
                {t('result.tryAgain')}
              </Link>
              <Link className="button button--secondary" to={localePath('/', locale)}>
                {t('result.home')}
              </Link>
            </div>
          </>
        )
      }}
    </ResultView>
  )
}

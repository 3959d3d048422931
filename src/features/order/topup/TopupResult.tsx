import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import CircleCheck from 'lucide-react/icons/circle-check'
import { useAppSelector } from '../../../app/hooks'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { amountPaid } from '../wallet/amountPaid'
import { formatIccid } from '../wallet/iccid'
import { ResultView } from '../wallet/ResultView'
import { usePaymentResult, type ResultRoutes } from '../wallet/usePaymentResult'
import { useWalletPage } from '../wallet/useWalletPage'

const ROUTES: ResultRoutes = { success: '/topup-success', fail: '/topup-fail' }

/** /topup-success, /topupsuccess and /topup-fail: the top-up's outcome and the next step. */
export function TopupResult({ expected }: { expected: 'success' | 'fail' }) {
  const { t } = useTranslation('wallet')
  const page = expected === 'success' ? 'topupSuccess' : 'topupFail'
  useWalletPage(page)
  const locale = useCurrentLocale()
  const signedIn = useAppSelector((state) => state.session.token !== '')
  const { paymentId, result, actual, retry } = usePaymentResult('topup', expected, ROUTES)
  const answer = result?.answer
  const iccid = answer?.iccid ?? ''
  const again = `${localePath('/topup', locale)}${iccid ? `?iccid=${iccid}` : ''}`

  return (
    <ResultView
      page={page}
      paymentId={paymentId}
      result={result}
      settled={actual === expected}
      onRetry={retry}
      backTo="/topup"
    >
      {answer && expected === 'success' && (
        <>
          <p className="status-code" aria-hidden="true">
            <CircleCheck size={56} strokeWidth={1.75} />
          </p>
          <p className="lead">{t('topupSuccess.detail', { iccid: formatIccid(iccid) })}</p>
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
      )}
      {answer && expected === 'fail' && (
        <>
          <p className="lead">{t('result.notCharged')}</p>
          {answer.failureReason && (
            <p className="wallet-reason">{t('result.reason', { reason: answer.failureReason })}</p>
          )}
          <div className="wallet-actions">
            <Link className="button button--primary" to={again}>
              {t('result.tryAgain')}
            </Link>
            <Link className="button button--secondary" to={localePath('/', locale)}>
              {t('result.home')}
            </Link>
          </div>
        </>
      )}
    </ResultView>
  )
}

import { useEffect, useRef, type ReactNode } from 'react'
import CircleCheck from 'lucide-react/icons/circle-check'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { POLL_LIMIT } from './pollStatus'
import { usePaymentResult, type ResultRoutes } from './usePaymentResult'
import { receiptHref } from '../orders/ordersUrl'
import type { ResultAnswer, WalletFlow } from './walletTypes'
import './wallet.css'

export interface ResultViewProps {
  /** Whose payment this page follows: a top-up or a credit purchase. */
  flow: WalletFlow
  /** The outcome this page shows; the other one's page takes over when it comes. */
  expected: 'success' | 'fail'
  routes: ResultRoutes
  /** The wallet page key of this result page (`topupSuccess`, `rechargeFail`, ...). */
  page: string
  /** Where "start again" leads when there is no payment to show. */
  backTo: string
  /** The settled page's own content, from the status answer: what happened, what to do next. */
  children: (answer: ResultAnswer) => ReactNode
}

/** A heading that takes focus when it appears, so the outcome is read out at once. */
function FocusHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  )
}

/**
 * The common frame of the top-up and recharge result pages: a progress state while the status
 * is PENDING (with its limit), a "still processing" state after the limit, errors with retry.
 */
export function ResultView({ flow, expected, routes, page, backTo, children }: ResultViewProps) {
  const { t } = useTranslation('wallet')
  const locale = useCurrentLocale()
  const { paymentId, result, actual, retry: onRetry } = usePaymentResult(flow, expected, routes)

  if (!paymentId) {
    return (
      <section className="page page--centred wallet-result">
        <FocusHeading>{t('result.missingTitle')}</FocusHeading>
        <p className="lead">{t('result.missingLead')}</p>
        <Link className="button button--primary" to={localePath(backTo, locale)}>
          {t('result.startAgain')}
        </Link>
      </section>
    )
  }
  if (result?.status === 'failed') {
    return (
      <section className="page page--centred wallet-result">
        <FocusHeading>{t('result.errorTitle')}</FocusHeading>
        <ErrorState
          message={apiErrorMessage(result.error, t)}
          retryLabel={t('common:actions.retry')}
          onRetry={onRetry}
        />
      </section>
    )
  }
  if (result?.status === 'timedOut') {
    return (
      <section className="page page--centred wallet-result">
        <FocusHeading>{t('result.slowTitle')}</FocusHeading>
        <p className="lead">{t('result.slowLead')}</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('result.checkAgain')}
        </button>
      </section>
    )
  }
  if (actual === expected && result?.answer) {
    return (
      <section className="page page--centred wallet-result">
        <FocusHeading>{t(`${page}.heading`)}</FocusHeading>
        {children(result.answer)}
        {expected === 'success' && (
          <p className="wallet-result__receipt">
            <Link to={receiptHref(locale, { paymentId })}>{t('result.receipt')}</Link>
          </p>
        )}
      </section>
    )
  }
  return (
    <section className="page page--centred wallet-result" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <h1>{t('result.checkingTitle')}</h1>
      <p className="lead">{t('result.checkingLead')}</p>
      <label className="wallet-progress">
        <span className="visually-hidden">{t('result.progress')}</span>
        <progress max={POLL_LIMIT} value={result?.attempts ?? 0} />
      </label>
    </section>
  )
}

/** The tick over a settled success. */
export function PaidMark() {
  return (
    <p className="status-code" aria-hidden="true">
      <CircleCheck size={56} strokeWidth={1.75} />
    </p>
  )
}

/** A failed payment's first lines: nothing was charged, and the provider's reason if it gave one. */
export function NotCharged({ answer }: { answer: ResultAnswer }) {
  const { t } = useTranslation('wallet')
  return (
    <>
      <p className="lead">{t('result.notCharged')}</p>
      {answer.failureReason && (
        <p className="wallet-reason">{t('result.reason', { reason: answer.failureReason })}</p>
      )}
    </>
  )
}

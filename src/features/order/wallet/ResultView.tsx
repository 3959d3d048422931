import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { POLL_LIMIT } from './pollStatus'
import type { PaymentResultState } from './walletTypes'
import './wallet.css'

export interface ResultViewProps {
  /** The wallet page key of this result page (`topupSuccess`, `rechargeFail`, ...). */
  page: string
  paymentId: string
  result: PaymentResultState | null
  /** The outcome is known and it is the one this page shows. */
  settled: boolean
  onRetry: () => void
  /** Where "start again" leads when there is no payment to show. */
  backTo: string
  /** The settled page's own content: what happened and what to do next. */
  children: ReactNode
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
export function ResultView({
  page,
  paymentId,
  result,
  settled,
  onRetry,
  backTo,
  children,
}: ResultViewProps) {
  const { t } = useTranslation('wallet')
  const locale = useCurrentLocale()

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
  if (settled) {
    return (
      <section className="page page--centred wallet-result">
        <FocusHeading>{t(`${page}.heading`)}</FocusHeading>
        {children}
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

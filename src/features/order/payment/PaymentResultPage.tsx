import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import CircleCheck from 'lucide-react/icons/circle-check'
import CircleX from 'lucide-react/icons/circle-x'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { getConfig } from '../../../config/runtimeConfig'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { usePageTitle } from '../../../shared/ui/usePageTitle'
import { RESULT_CHECK_LIMIT, resultWatchRestarted } from '../checkout/checkoutSlice'
import { PaidSummary } from './PaidSummary'
import { useResultPolling } from './useResultPolling'
import './payment.css'
import { installKitHref, receiptHref } from '../orders/ordersUrl'
import { selectIsMobile } from '../orders/selectors'
import { maskEmail } from '../../../shared/lib/maskEmail'
import { CalendarDialog } from '../calendar/CalendarDialog'

/**
 * /payment-success, /paysuccess and /payment-fail: one page, because the URL only says where
 * the provider sent the shopper; the payment's status says what happened. It asks until the
 * status is final (at most RESULT_CHECK_LIMIT times), then shows the next step.
 */
export default function PaymentResultPage() {
  // orders: the calendar dialog's words come with the page, so opening it never waits.
  const { t } = useTranslation(['checkout', 'common', 'orders'])
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const [params] = useSearchParams()
  const paymentId = params.get('paymentId')
  const orderId = params.get('orderId')
  const ref = paymentId || orderId ? { paymentId, orderId } : null
  const { result } = useResultPolling(ref)
  const [calendarOpen, setCalendarOpen] = useState(false)
  // A sheet on a phone, as My orders opens it.
  const mobile = useAppSelector(selectIsMobile)
  const payment = result?.payment ?? null
  const status = payment?.status ?? 'PENDING'

  const title = !ref
    ? t('result.unknownTitle')
    : status === 'SUCCEEDED'
      ? t('result.successTitle')
      : status === 'PENDING'
        ? t('result.pendingTitle')
        : status === 'CANCELLED'
          ? t('result.cancelledTitle')
          : t('result.failedTitle')
  usePageTitle(title, getConfig().productName)
  const ordersPath = localePath('/orders', locale)
  // Back to the chosen plan when this tab bought it, else to the order itself (still unpaid).
  const retryPath =
    result?.fromPlan || !payment
      ? localePath('/topay', locale)
      : `${localePath('/topay', locale)}?orderId=${encodeURIComponent(payment.orderId)}`

  if (!ref) {
    return (
      <section className="page page--centred" aria-labelledby="result-title">
        <h1 id="result-title">{title}</h1>
        <p className="lead">{t('result.unknownText')}</p>
        <Link className="button button--primary" to={ordersPath}>
          {t('result.toOrders')}
        </Link>
      </section>
    )
  }

  return (
    <div className="page payment-result">
      <section className="payment-result__card" aria-labelledby="result-title">
        {status !== 'PENDING' && (
          <p className={`payment-result__icon payment-result__icon--${status}`} aria-hidden="true">
            {status === 'SUCCEEDED' ? (
              <CircleCheck size={36} strokeWidth={1.75} />
            ) : (
              <CircleX size={36} strokeWidth={1.75} />
            )}
          </p>
        )}
        <h1 id="result-title">{title}</h1>

        {status === 'PENDING' && result?.error && (
          <ErrorState
            message={apiErrorMessage(result.error, t)}
            retryLabel={t('common:actions.retry')}
            onRetry={() => dispatch(resultWatchRestarted())}
          />
        )}
        {status === 'PENDING' && !result?.error && !result?.limitReached && (
          <div className="payment-result__progress" role="status">
            <span className="spinner" aria-hidden="true" />
            <p>{t('result.pendingText')}</p>
            <progress max={RESULT_CHECK_LIMIT} value={result?.checks ?? 0} aria-hidden="true" />
            <p className="payment-result__checks">
              {t('result.checks', {
                current: Math.min((result?.checks ?? 0) + 1, RESULT_CHECK_LIMIT),
                limit: RESULT_CHECK_LIMIT,
              })}
            </p>
          </div>
        )}
        {status === 'PENDING' && result?.limitReached && (
          <div className="payment-result__still" role="status">
            <p>{t('result.stillText')}</p>
            <div className="payment-result__actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => dispatch(resultWatchRestarted())}
              >
                {t('result.refresh')}
              </button>
              <Link className="button button--secondary" to={ordersPath}>
                {t('result.toOrders')}
              </Link>
            </div>
          </div>
        )}

        {status === 'SUCCEEDED' && payment && (
          <>
            <p className="lead" role="status">
              {t('result.successText')}
            </p>
            <PaidSummary payment={payment} plan={result?.plan ?? null} />
            {payment.kitSentTo && (
              <p className="payment-result__sent">
                {t('result.sentTo', { email: maskEmail(payment.kitSentTo) })}
              </p>
            )}
            <h2 className="payment-result__next">{t('result.installTitle')}</h2>
            <ol className="payment-result__steps">
              <li>{t('result.installStep1')}</li>
              <li>{t('result.installStep2')}</li>
              <li>{t('result.installStep3')}</li>
            </ol>
            <div className="payment-result__actions">
              <Link className="button button--primary" to={installKitHref(locale, payment.orderId)}>
                {t('result.install')}
              </Link>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setCalendarOpen(true)}
              >
                {t('orders:calendar.add')}
              </button>
              <Link
                className="button button--quiet"
                to={receiptHref(locale, { paymentId: payment.paymentId })}
              >
                {t('result.receipt')}
              </Link>
              <Link className="button button--quiet" to={localePath('/', locale)}>
                {t('result.shopMore')}
              </Link>
            </div>
            {calendarOpen && (
              <CalendarDialog
                order={{
                  orderId: payment.orderId,
                  orderNo: payment.orderNo,
                  area: result?.plan?.area ?? null,
                  activation: result?.plan?.package.activation ?? null,
                  installed: false,
                }}
                locale={locale}
                sheet={mobile}
                onClose={() => setCalendarOpen(false)}
              />
            )}
          </>
        )}

        {(status === 'FAILED' || status === 'CANCELLED') && payment && (
          <>
            <p className="lead" role="alert">
              {status === 'CANCELLED' ? t('result.cancelledText') : t('result.failedText')}
            </p>
            {payment.failureReason && (
              <p className="payment-result__reason">
                {t('result.reason', { reason: payment.failureReason })}
              </p>
            )}
            <p>{t('pay.notCharged')}</p>
            <div className="payment-result__actions">
              <Link className="button button--primary" to={retryPath}>
                {t('result.tryAgain')}
              </Link>
              <Link
                className="button button--secondary"
                to={retryPath}
                state={{ chooseMethod: true }}
              >
                {t('result.otherMethod')}
              </Link>
            </div>
          </>
        )}
      </section>
    </div>
  )
}

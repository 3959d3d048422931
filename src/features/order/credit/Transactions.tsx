import { useEffect } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { SkeletonGrid } from '../../../shared/ui/Skeleton'
import { selectTransactions } from '../wallet/selectors'
import { formatSignedUsd } from '../../../shared/lib/money'
import { formatDateTime } from '../../../shared/lib/localeFormat'
import { fetchTransactions, TRANSACTIONS_PAGE_SIZE } from './creditThunks'
import { receiptHref } from '../orders/ordersUrl'

/** The balance's movements, newest first, one page at a time (SPEC 3.2, 7.2). */
export function Transactions() {
  const { t } = useTranslation('wallet')
  const locale = useCurrentLocale()
  const dispatch = useAppDispatch()
  const { status, data, error, pageNum } = useAppSelector(selectTransactions)

  useEffect(() => {
    if (status === 'idle') void dispatch(fetchTransactions(pageNum))
  }, [status, pageNum, dispatch])

  const pages = data ? Math.max(1, Math.ceil(data.total / TRANSACTIONS_PAGE_SIZE)) : 1
  const busy = status === 'pending'

  let body
  if (status === 'failed') {
    body = (
      <ErrorState
        message={apiErrorMessage(error, t)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void dispatch(fetchTransactions(pageNum))}
      />
    )
  } else if (!data) {
    body = <SkeletonGrid count={3} label={t('transactions.loading')} />
  } else if (data.total === 0) {
    body = <p className="wallet-empty">{t('transactions.empty')}</p>
  } else {
    body = (
      <ul className="wallet-transactions" aria-busy={busy}>
        {data.list.map((item) => (
          <li key={item.transactionId} className="wallet-transaction">
            <span className="wallet-transaction__type">{t(`transactions.type.${item.type}`)}</span>
            <span
              className={`wallet-transaction__amount${item.amountUsd >= 0 ? ' wallet-transaction__amount--in' : ''}`}
            >
              {formatSignedUsd(item.amountUsd, locale)}
            </span>
            <span id={`txn-${item.transactionId}`} className="wallet-transaction__description">
              {item.description}
              {item.orderNo && ` · ${t('transactions.order', { orderNo: item.orderNo })}`}
            </span>
            <time className="wallet-transaction__date" dateTime={item.createdAt}>
              {formatDateTime(item.createdAt, locale)}
            </time>
            {item.paymentId && (
              <Link
                className="wallet-transaction__receipt"
                to={receiptHref(locale, { paymentId: item.paymentId })}
                aria-describedby={`txn-${item.transactionId}`}
              >
                {t('result.receipt')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    )
  }

  return (
    <section className="surface wallet-card" aria-labelledby="transactions-title">
      <h2 id="transactions-title" className="wallet-card__title">
        {t('transactions.title')}
      </h2>
      {body}
      {data && data.total > TRANSACTIONS_PAGE_SIZE && (
        <nav className="wallet-pager" aria-label={t('transactions.pager')}>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy || pageNum <= 1}
            onClick={() => void dispatch(fetchTransactions(pageNum - 1))}
          >
            {t('transactions.previous')}
          </button>
          <p className="wallet-pager__status" role="status">
            {t('transactions.page', { page: pageNum, pages })}
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy || pageNum >= pages}
            onClick={() => void dispatch(fetchTransactions(pageNum + 1))}
          >
            {t('transactions.next')}
          </button>
        </nav>
      )}
    </section>
  )
}

import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import Archive from 'lucide-react/icons/archive'
import Luggage from 'lucide-react/icons/luggage'
import type { OrderDto, OrderTab } from '../../../api/contract/order'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { localePath } from '../../../i18n/localePath'
import type { LocaleCode } from '../../../i18n/locales'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { SkeletonGrid } from '../../../shared/ui/Skeleton'
import { OrderCard } from './OrderCard'
import type { OrderList as OrderListState } from './ordersSlice'

/** One tab's orders: skeletons first, then the cards, an empty state, or an error with retry. */
export function OrderList({
  tab,
  list,
  locale,
  onLoad,
  onInstall,
  onRefund,
  onReview,
  onRemind,
}: {
  tab: OrderTab
  list: OrderListState
  locale: LocaleCode
  onLoad: (pageNum: number) => void
  onInstall: (order: OrderDto) => void
  /** Left out where the action cannot work (offline, from the device's copy). */
  onRefund?: (order: OrderDto) => void
  onReview?: (order: OrderDto) => void
  onRemind?: (order: OrderDto) => void
}) {
  const { t } = useTranslation(['orders', 'common'])
  const pending = list.status === 'pending'
  const failed = list.status === 'failed'
  const error = (
    <ErrorState
      message={apiErrorMessage(list.error, t)}
      retryLabel={t('common:actions.retry')}
      onRetry={() => onLoad(Math.max(1, list.requestedPage))}
    />
  )

  // Nothing answered yet (or a refresh is replacing the list): the list's own shape, empty.
  if (list.pageNum === 0 && !failed) {
    return (
      <div className="orders-skeleton">
        <SkeletonGrid count={3} label={t('orders:loading')} />
      </div>
    )
  }
  if (list.orders.length === 0) {
    if (failed) return error
    return (
      <div className="orders-empty">
        <p className="orders-empty__icon" aria-hidden="true">
          {tab === 'CURRENT' ? (
            <Luggage size={40} strokeWidth={1.75} />
          ) : (
            <Archive size={40} strokeWidth={1.75} />
          )}
        </p>
        <h2>{t(tab === 'CURRENT' ? 'orders:empty.currentTitle' : 'orders:empty.pastTitle')}</h2>
        <p>{t(tab === 'CURRENT' ? 'orders:empty.currentText' : 'orders:empty.pastText')}</p>
        {tab === 'CURRENT' && (
          <Link className="button button--primary" to={localePath('/', locale)}>
            {t('orders:empty.browse')}
          </Link>
        )}
      </div>
    )
  }

  const more = list.orders.length < list.total
  return (
    <div aria-busy={pending}>
      <ul className="orders-list">
        {list.orders.map((order) => (
          <li key={order.orderId}>
            <OrderCard
              order={order}
              locale={locale}
              now={list.loadedAt}
              onInstall={onInstall}
              onRefund={onRefund}
              onReview={onReview}
              onRemind={onRemind}
            />
          </li>
        ))}
      </ul>
      {failed && error}
      <div className="orders-more">
        <p className="orders-more__status" role="status">
          {t('orders:shown', { shown: list.orders.length, total: list.total })}
        </p>
        {more && !failed && (
          <button
            type="button"
            className="button button--secondary"
            // aria-disabled rather than disabled: focus stays on the button while the page loads.
            aria-disabled={pending}
            onClick={() => !pending && onLoad(list.pageNum + 1)}
          >
            {pending ? t('orders:loadingMore') : t('orders:loadMore')}
          </button>
        )}
      </div>
    </div>
  )
}

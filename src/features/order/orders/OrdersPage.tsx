import { useCallback, useEffect, useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { OrderDto, OrderTab } from '../../../api/contract/order'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { getConfig } from '../../../config/runtimeConfig'
import { areaWords } from '../../../i18n/areaName'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { usePageTitle } from '../../../shared/ui/usePageTitle'
import { InstallKitDialog } from '../install/InstallKitDialog'
import { ReviewDialog } from '../review/ReviewDialog'
import { KIT_QUERY, REVIEW_QUERY, TAB_QUERY, tabFromQuery, tabToQuery } from './ordersUrl'
import { OrderList } from './OrderList'
import { Tabs } from '../../../shared/ui/Tabs'
import { canReview, isInstalled } from './orderRules'
import { selectIsMobile } from './selectors'
import { RefundDialog } from './RefundDialog'
import { CalendarDialog } from '../calendar/CalendarDialog'
import { selectOrderById, selectOrderList } from './selectors'
import { fetchOrders } from './thunks'
import { selectSignedInEmail } from './selectors'
import { formatDateTime } from '../../../shared/lib/localeFormat'
import { OfflineKitDialog } from './OfflineKitDialog'
import type { OrderList as OrderListState } from './ordersSlice'
import { useOfflineOrders } from './useOfflineOrders'
import './orders.css'

type DialogKind = 'install' | 'refund' | 'review' | 'calendar'

/**
 * /orders (the route guard already requires a token): current and past orders in tabs, the tab
 * in the URL (`?tab=past`), a page at a time, with install, top-up, refund and review.
 * `?review=<orderId>` (from the review prompt) opens that order's review form.
 */
export default function OrdersPage() {
  const { t } = useTranslation(['orders', 'common'])
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const idBase = useId()
  const [params, setParams] = useSearchParams()
  const tab = tabFromQuery(params.get(TAB_QUERY))
  const liveList = useAppSelector(selectOrderList(tab))
  const email = useAppSelector(selectSignedInEmail)
  const { offline, snapshot } = useOfflineOrders(email)
  // No connection: the copy on the device, as it was when it last came from the server.
  const fromDevice = offline && snapshot !== null
  const list: OrderListState = fromDevice
    ? {
        status: 'succeeded',
        orders: snapshot.lists[tab],
        total: snapshot.lists[tab].length,
        pageNum: 1,
        error: null,
        stale: false,
        loadedAt: snapshot.savedAt,
        requestedPage: 1,
      }
    : liveList
  const mobile = useAppSelector(selectIsMobile)
  const [chosen, setChosen] = useState<{ kind: DialogKind; orderId: string } | null>(null)
  usePageTitle(t('orders:title'), getConfig().productName)

  const load = useCallback(
    (pageNum: number) => void dispatch(fetchOrders({ tab, pageNum })),
    [dispatch, tab],
  )
  useEffect(() => {
    if (!fromDevice && (list.status === 'idle' || list.stale)) load(1)
  }, [fromDevice, list.status, list.stale, load])

  // The prompt's link asks for a review form; it opens once the order is on screen.
  // A paid purchase links to its install kit the same way.
  const reviewParam = params.get(REVIEW_QUERY)
  const kitParam = params.get(KIT_QUERY)
  const requested = useAppSelector(selectOrderById(reviewParam))
  const requestedKit = useAppSelector(selectOrderById(kitParam))
  const dialog =
    chosen ??
    (requested && canReview(requested)
      ? { kind: 'review' as const, orderId: requested.orderId }
      : requestedKit && requestedKit.paymentStatus === 'PAID'
        ? { kind: 'install' as const, orderId: requestedKit.orderId }
        : null)
  const liveDialogOrder = useAppSelector(selectOrderById(dialog?.orderId ?? null))
  const dialogOrder =
    liveDialogOrder ??
    (fromDevice
      ? [...snapshot.lists.CURRENT, ...snapshot.lists.PAST].find(
          (order) => order.orderId === dialog?.orderId,
        )
      : undefined)

  const open = (kind: DialogKind) => (order: OrderDto) =>
    setChosen({ kind, orderId: order.orderId })
  const close = () => {
    setChosen(null)
    if (reviewParam || kitParam) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          next.delete(REVIEW_QUERY)
          next.delete(KIT_QUERY)
          return next
        },
        { replace: true },
      )
    }
  }
  const selectTab = (next: OrderTab) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current)
        query.set(TAB_QUERY, tabToQuery(next))
        query.delete(REVIEW_QUERY)
        query.delete(KIT_QUERY)
        return query
      },
      { replace: true },
    )

  const words = dialogOrder ? areaWords(dialogOrder.area, locale, t) : { area: '' }

  return (
    <section className="page orders-page" aria-labelledby={`${idBase}-title`}>
      <div className="orders-page__header">
        <h1 id={`${idBase}-title`}>{t('orders:title')}</h1>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={list.status === 'pending' || fromDevice}
          onClick={() => list.status !== 'pending' && !fromDevice && load(1)}
        >
          {t('orders:refresh')}
        </button>
      </div>
      {fromDevice && (
        <p className="orders-offline" role="status">
          {t('orders:offline.note', {
            time: formatDateTime(new Date(snapshot.savedAt).toISOString(), locale),
          })}
        </p>
      )}
      <Tabs
        label={t('orders:tabs.label')}
        tabs={[
          { id: 'CURRENT', label: t('orders:tabs.current') },
          { id: 'PAST', label: t('orders:tabs.past') },
        ]}
        selected={tab}
        onSelect={selectTab}
        className="orders-tabs"
        panelClassName="orders-tabs__panel"
      >
        <OrderList
          tab={tab}
          list={list}
          locale={locale}
          onLoad={load}
          onInstall={open('install')}
          // Refunds and reviews need the server; offline the cards offer only what works.
          onRefund={fromDevice ? undefined : open('refund')}
          onReview={fromDevice ? undefined : open('review')}
          onRemind={fromDevice ? undefined : open('calendar')}
        />
      </Tabs>

      {dialog?.kind === 'install' &&
        dialogOrder &&
        (fromDevice ? (
          <OfflineKitDialog kit={snapshot.kits[dialogOrder.orderId]} onClose={close} />
        ) : (
          <InstallKitDialog order={dialogOrder} onClose={close} />
        ))}
      {dialog?.kind === 'refund' && dialogOrder && !fromDevice && (
        <RefundDialog
          order={dialogOrder}
          locale={locale}
          title={t('orders:refund.title', words)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'calendar' && dialogOrder && !fromDevice && (
        <CalendarDialog
          order={{
            orderId: dialogOrder.orderId,
            orderNo: dialogOrder.orderNo,
            area: dialogOrder.area,
            activation: dialogOrder.package.activation ?? null,
            installed: isInstalled(dialogOrder),
          }}
          locale={locale}
          sheet={mobile}
          onClose={close}
        />
      )}
      {dialog?.kind === 'review' && dialogOrder && !fromDevice && (
        <ReviewDialog order={dialogOrder} title={t('orders:review.title', words)} onClose={close} />
      )}
    </section>
  )
}

import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { getConfig } from '../../../config/runtimeConfig'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { accountChooserRequested } from '../../../shared/events'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { usePageTitle } from '../../../shared/ui/usePageTitle'
import { checkoutOpened } from './checkoutSlice'
import { loadUnpaidOrder } from './checkoutThunks'
import { OrderSummary, type OrderSummaryProps } from './OrderSummary'
import { PaymentPanel } from './PaymentPanel'
import { selectPlanToBuy, selectUnpaidOrder } from './selectors'
import './checkout.css'

/**
 * /topay: the chosen plan (mealInfo, kept across reloads) and its payment, or with ?orderId=
 * an order left unpaid (the orders list's Pay now). Not guarded by the spec: a visitor without
 * a session gets the guest/login chooser and keeps the page.
 */
export default function CheckoutPage() {
  const { t } = useTranslation(['checkout', 'home', 'common'])
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const [params] = useSearchParams()
  const orderId = params.get('orderId')
  const meal = useAppSelector(selectPlanToBuy)
  const unpaid = useAppSelector(selectUnpaidOrder)
  const token = useAppSelector((state) => state.session.token)

  useEffect(() => {
    dispatch(checkoutOpened())
  }, [dispatch])

  // An order is the caller's own: it can be looked up only with a session.
  useEffect(() => {
    if (orderId && token) void dispatch(loadUnpaidOrder(orderId))
  }, [dispatch, orderId, token])

  const order = orderId && unpaid.orderId === orderId ? unpaid.order : null
  const summary: OrderSummaryProps | null = orderId
    ? order && {
        area: order.area,
        pkg: order.package,
        priceUsd: order.priceUsd,
        orderNo: order.orderNo,
      }
    : meal && { area: meal.area, pkg: meal.package, priceUsd: meal.package.priceUsd }
  const looking =
    Boolean(orderId) && (!token || unpaid.orderId !== orderId || unpaid.status === 'pending')
  usePageTitle(summary || looking ? t('page.title') : t('empty.title'), getConfig().productName)

  // Asked once per visit of the page, not again each time the chooser is closed.
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current || token || (!meal && !orderId)) return
    asked.current = true
    dispatch(accountChooserRequested())
  }, [dispatch, token, meal, orderId])

  if (orderId && unpaid.status === 'failed' && unpaid.orderId === orderId) {
    return (
      <div className="page checkout">
        <h1 className="checkout__title">{t('page.title')}</h1>
        <ErrorState
          message={apiErrorMessage(unpaid.error, t)}
          retryLabel={t('common:actions.retry')}
          onRetry={() => dispatch(loadUnpaidOrder(orderId))}
        />
      </div>
    )
  }
  if (looking) {
    return (
      <div className="page checkout">
        <h1 className="checkout__title">{t('page.title')}</h1>
        {token ? (
          <p className="checkout-pay__loading" role="status">
            <span className="spinner" aria-hidden="true" /> {t('common:layout.loading')}
          </p>
        ) : (
          <p className="lead">{t('signIn.text')}</p>
        )}
      </div>
    )
  }
  if (!summary) return <CheckoutEmpty unpaidOrder={Boolean(orderId)} />

  return (
    <div className="page checkout">
      <p className="checkout__back">
        <Link to={localePath(orderId ? '/orders' : '/mealdetail', locale)}>
          <span aria-hidden="true">← </span>
          {orderId ? t('page.backToOrders') : t('page.back')}
        </Link>
      </p>
      <h1 className="checkout__title">{t('page.title')}</h1>
      <div className="checkout__layout">
        <OrderSummary {...summary} />
        <PaymentPanel priceUsd={summary.priceUsd} orderId={orderId} />
      </div>
    </div>
  )
}

/** Nothing to pay: no plan chosen, or the order no longer waits for payment. */
function CheckoutEmpty({ unpaidOrder }: { unpaidOrder: boolean }) {
  const { t } = useTranslation('checkout')
  const locale = useCurrentLocale()
  return (
    <section className="page page--centred" aria-labelledby="checkout-empty-title">
      <p className="status-code" aria-hidden="true">
        🛒
      </p>
      <h1 id="checkout-empty-title">{unpaidOrder ? t('empty.orderTitle') : t('empty.title')}</h1>
      <p className="lead">{unpaidOrder ? t('empty.orderText') : t('empty.text')}</p>
      <Link
        className="button button--primary"
        to={localePath(unpaidOrder ? '/orders' : '/', locale)}
      >
        {unpaidOrder ? t('empty.toOrders') : t('empty.browse')}
      </Link>
    </section>
  )
}

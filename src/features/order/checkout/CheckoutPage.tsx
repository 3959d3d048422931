import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Trans, useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { getConfig } from '../../../config/runtimeConfig'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { accountChooserRequested } from '../../../shared/events'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { usePageTitle } from '../../../shared/ui/usePageTitle'
import { installKitHref, ordersHref } from '../orders/ordersUrl'
import {
  buyAgain,
  loadAttempt,
  paidAttemptFor,
  subscribeAttempts,
  unpaidOrderItem,
  type CheckoutAttempt,
} from './attempt'
import { checkoutOpened } from './checkoutSlice'
import { loadUnpaidOrder } from './checkoutThunks'
import { OrderSummary, type OrderSummaryProps } from './OrderSummary'
import { checkoutTarget } from './payFlow'
import { PaymentCheck } from './PaymentCheck'
import { PaymentPanel } from './PaymentPanel'
import { esimItem } from './purchaseItem'
import { selectCheckout, selectPlanToBuy, selectUnpaidOrder } from './selectors'
import './checkout.css'

/**
 * /topay: the chosen plan (mealInfo, kept across reloads) and its payment, or with ?orderId=
 * an order left unpaid (the orders list's Pay now). Not guarded by the spec: a visitor without
 * a session gets the guest/login chooser and keeps the page.
 */
export default function CheckoutPage() {
  const { t } = useTranslation(['checkout', 'common'])
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const [params] = useSearchParams()
  const orderId = params.get('orderId')
  const meal = useAppSelector(selectPlanToBuy)
  const unpaid = useAppSelector(selectUnpaidOrder)
  const token = useAppSelector((state) => state.session.token)
  const email = useAppSelector((state) => state.session.email)
  const item = orderId ? unpaidOrderItem(orderId) : (meal?.package.packageId ?? '')
  const target = useAppSelector((state) => checkoutTarget(state, orderId)?.intent ?? '')
  const phase = useAppSelector((state) => selectCheckout(state).phase)
  // The attempt is shared by the visitor's tabs: redraw when any tab changes it.
  const [, setAttemptsSeen] = useState(0)
  useEffect(() => subscribeAttempts(() => setAttemptsSeen((seen) => seen + 1)), [])
  const attempt = target ? loadAttempt(target) : null
  const paid =
    token && item
      ? attempt?.payment === 'paid'
        ? attempt
        : attempt?.previousOrderNo
          ? null
          : paidAttemptFor(email, item)
      : null
  // This tab's own run shows itself (the busy Pay, the challenge, the way to the provider).
  const ownRun = ['settingUp', 'executing', 'challenge', 'redirecting', 'succeeded', 'polling']
  const sentElsewhere = attempt?.payment === 'sent' && !ownRun.includes(phase)

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

  if (paid) {
    return (
      <PaidNotice
        paid={paid}
        canBuyAgain={!orderId}
        onBuyAgain={() => {
          if (meal && target) buyAgain({ email, item, intent: target }, paid.plan)
        }}
      />
    )
  }
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
  const panel = (
    <PaymentPanel
      priceUsd={summary.priceUsd}
      orderId={orderId}
      item={esimItem(summary, locale, t)}
    />
  )

  return (
    <div className="page checkout">
      <p className="checkout__back">
        <Link to={localePath(orderId ? '/orders' : '/mealdetail', locale)}>
          <span aria-hidden="true">← </span>
          {orderId ? t('page.backToOrders') : t('page.back')}
        </Link>
      </p>
      <h1 className="checkout__title">{t('page.title')}</h1>
      {attempt?.previousOrderNo && (
        <p className="checkout-notice" role="note">
          {t('again.note', { orderNo: attempt.previousOrderNo })}
        </p>
      )}
      <div className="checkout__layout">
        <OrderSummary {...summary} />
        {sentElsewhere ? (
          <div>
            <PaymentCheck key={attempt.intent} attempt={attempt}>
              {panel}
            </PaymentCheck>
          </div>
        ) : (
          panel
        )}
      </div>
    </div>
  )
}

/**
 * This plan (or order) was paid, in this tab or another: Back from the result page, a reload or
 * a second tab land here. It says so
 * and leads to the order and its install kit; buying the same plan again is an explicit choice.
 */
function PaidNotice({
  paid,
  canBuyAgain,
  onBuyAgain,
}: {
  paid: CheckoutAttempt
  canBuyAgain: boolean
  onBuyAgain: () => void
}) {
  const { t } = useTranslation('checkout')
  const locale = useCurrentLocale()
  usePageTitle(t('paid.title'), getConfig().productName)
  return (
    <section className="page page--centred checkout-paid" aria-labelledby="checkout-paid-title">
      <p className="status-code checkout-paid__icon" aria-hidden="true">
        ✓
      </p>
      <h1 id="checkout-paid-title">{t('paid.title')}</h1>
      <p className="lead" role="status">
        {t('paid.text', { orderNo: paid.orderNo ?? '' })}
      </p>
      <div className="checkout-paid__actions">
        <Link className="button button--primary" to={installKitHref(locale, paid.orderId ?? '')}>
          {t('paid.install')}
        </Link>
        <Link className="button button--secondary" to={ordersHref(locale, 'CURRENT')}>
          {t('paid.toOrders')}
        </Link>
      </div>
      {canBuyAgain && (
        <p className="checkout-paid__again">
          <Trans
            t={t}
            i18nKey="paid.againText"
            components={{
              button: <button type="button" className="link-button" onClick={onBuyAgain} />,
            }}
          />
        </p>
      )}
    </section>
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

import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Trans, useTranslation } from 'react-i18next'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import type { OrderDto } from '../../../api/contract/order'
import { localAreaName } from '../../../i18n/areaName'
import { planDays } from '../../../i18n/planWords'
import { localePath } from '../../../i18n/localePath'
import type { LocaleCode } from '../../../i18n/locales'
import { labelTone, orderLabel } from '../orderLabel'
import { formatOrderPrice, planSummary } from './format'
import { formatDate, formatDateTime, formatPercent } from '../../../shared/lib/localeFormat'
import {
  canInstall,
  canPay,
  canRefund,
  refundStanding,
  dataForecast,
  canRemind,
  canReview,
  canTopUp,
  notStartedContext,
  orderWarnings,
  remainingShare,
} from './orderRules'
import { UsageBar } from './UsageBar'
import { receiptHref } from './ordersUrl'
import { AreaMark } from '../../../shared/ui/AreaMark'

export interface OrderCardProps {
  order: OrderDto
  locale: LocaleCode
  /** The time warnings are judged against (passed in, so a render stays pure). */
  now: number
  /** Events out. An action without a handler is not offered. */
  onInstall?: (order: OrderDto) => void
  onRefund?: (order: OrderDto) => void
  onReview?: (order: OrderDto) => void
  onRemind?: (order: OrderDto) => void
  /** Hides the links and buttons: support's label lab shows the card as the customer sees it. */
  readOnly?: boolean
}

/**
 * One order as the traveller sees it: destination, plan, the SPEC 4.1 label, usage, dates,
 * price and ICCID, warnings when it runs low, and what can be done with it. Props in, events
 * out (no store), so support's tools can show exactly this card.
 */
export function OrderCard({
  order,
  locale,
  now,
  onInstall,
  onRefund,
  onReview,
  onRemind,
  readOnly = false,
}: OrderCardProps) {
  const { t } = useTranslation(['orders', 'common'])
  const titleId = useId()
  const label = orderLabel(order)
  const areaName = localAreaName(order.area, locale, t)
  const warnings = orderWarnings(order, now)
  const share = remainingShare(order)
  const topUpHref = `${localePath('/topup', locale)}?iccid=${encodeURIComponent(order.iccid)}`
  const showTopUp = !readOnly && canTopUp(order)
  const refund = refundStanding(order, now)
  const forecast = dataForecast(order)

  return (
    <article className={`order-card order-card--${labelTone(label)}`} aria-labelledby={titleId}>
      <header className="order-card__header">
        <AreaMark code={order.area.code} kind={order.area.type} size="lg" />
        <div className="order-card__heading">
          <h2 id={titleId} className="order-card__title">
            {areaName}
          </h2>
          <p className="order-card__plan">{planSummary(order.package, t)}</p>
        </div>
        <p className={`order-badge order-badge--${labelTone(label)}`}>
          <span className="visually-hidden">{t('orders:card.status')} </span>
          {t(`orders:label.${label}`)}
        </p>
      </header>

      {(warnings.lowData || warnings.expiringSoon) && (
        <div className="order-card__warning" role="note">
          <span aria-hidden="true">
            <TriangleAlert className="icon-inline" />
          </span>
          <div>
            {warnings.lowData && share !== null && (
              <p>{t('orders:warning.lowData', { share: formatPercent(share, locale) })}</p>
            )}
            {warnings.expiringSoon && <p>{t('orders:warning.expiringSoon')}</p>}
            {showTopUp && (
              <Link className="order-card__warning-link" to={topUpHref} aria-describedby={titleId}>
                {t('orders:actions.topUpNow')}
              </Link>
            )}
          </div>
        </div>
      )}

      {order.paymentStatus === 'PAID' && order.totalMb > 0 && (
        <UsageBar order={order} locale={locale} />
      )}
      {forecast && (
        <p className={`order-card__forecast order-card__forecast--${forecast.kind}`}>
          {forecast.kind === 'lasts' ? (
            t('orders:forecast.lasts', { expiry: formatDate(forecast.expiresAt, locale) })
          ) : (
            <Trans
              t={t}
              i18nKey={showTopUp ? 'orders:forecast.runsOutTopUp' : 'orders:forecast.runsOut'}
              values={{
                date: formatDate(forecast.on, locale),
                expiry: formatDate(forecast.expiresAt, locale),
              }}
              components={{ topup: <Link to={topUpHref} aria-describedby={titleId} /> }}
            />
          )}
        </p>
      )}

      <dl className="order-card__facts">
        <Fact term={t('orders:card.orderNo')}>
          <span className="order-card__mono">{order.orderNo}</span>
        </Fact>
        {/* Bought when paid; an order still awaiting payment shows when it was opened. */}
        <Fact term={t('orders:card.purchased')}>
          {formatDate(order.paidAt ?? order.createdAt, locale)}
        </Fact>
        <Fact term={t('orders:card.validity')}>{planDays(order.package, t)}</Fact>
        <Fact term={t('orders:card.expires')}>
          {order.expiresAt
            ? formatDate(order.expiresAt, locale)
            : t('orders:card.notStarted', { context: notStartedContext(order) })}
        </Fact>
        <Fact term={t('orders:card.price')}>{formatOrderPrice(order, locale)}</Fact>
        {order.iccid && (
          <Fact term={t('orders:card.iccid')}>
            <span className="order-card__mono">{order.iccid}</span>
          </Fact>
        )}
        {refund && (
          <Fact term={t('orders:card.refund')}>
            {refund.kind === 'until'
              ? t('orders:refund.until', { date: formatDateTime(refund.until, locale) })
              : refund.kind === 'windowOver'
                ? t('orders:refund.windowOver', { date: formatDate(refund.endedOn, locale) })
                : t(`orders:refund.${refund.kind}`)}
          </Fact>
        )}
      </dl>

      {!readOnly && (
        <div className="order-card__actions">
          {canPay(order) && (
            <Link
              className="button button--primary"
              to={`${localePath('/topay', locale)}?orderId=${encodeURIComponent(order.orderId)}`}
              aria-describedby={titleId}
            >
              {t('orders:actions.pay')}
            </Link>
          )}
          {onInstall && canInstall(order) && (
            <button
              type="button"
              className="button button--primary"
              aria-describedby={titleId}
              onClick={() => onInstall(order)}
            >
              {order.installStatus === 'UNDOWNLOAD' || order.installStatus === 'DOWNLOAD'
                ? t('orders:actions.install')
                : t('orders:actions.installDetails')}
            </button>
          )}
          {showTopUp && (
            <Link className="button button--secondary" to={topUpHref} aria-describedby={titleId}>
              {t('orders:actions.topUp')}
            </Link>
          )}
          {onRemind && canRemind(order) && (
            <button
              type="button"
              className="button button--secondary"
              aria-describedby={titleId}
              onClick={() => onRemind(order)}
            >
              {t('orders:calendar.add')}
            </button>
          )}
          {onReview && canReview(order) && (
            <button
              type="button"
              className="button button--secondary"
              aria-describedby={titleId}
              onClick={() => onReview(order)}
            >
              {t('orders:actions.review')}
            </button>
          )}
          {onRefund && canRefund(order, now) && (
            <button
              type="button"
              className="button button--quiet"
              aria-describedby={titleId}
              onClick={() => onRefund(order)}
            >
              {t('orders:actions.refund')}
            </button>
          )}
          {order.paymentStatus !== 'UNPAID' && (
            <Link
              className="button button--quiet"
              to={receiptHref(locale, { orderId: order.orderId })}
              aria-describedby={titleId}
            >
              {t('orders:receipt.view')}
            </Link>
          )}
          {order.reviewed && <p className="order-card__note">{t('orders:card.reviewed')}</p>}
        </div>
      )}
    </article>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="order-card__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

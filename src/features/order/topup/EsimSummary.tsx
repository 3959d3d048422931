import { useTranslation } from 'react-i18next'
import type { OrderDto } from '../../../api/contract/order'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { formatDataSize } from '../../../shared/lib/dataSize'
import { formatIccid } from '../wallet/iccid'
import { notStartedContext } from '../orders/orderRules'
import { planLabel } from '../wallet/walletText'
import { areaWords } from '../../../i18n/areaName'
import { formatDate } from '../../../shared/lib/localeFormat'
import { AreaMark } from '../../../shared/ui/AreaMark'

/** The eSIM being topped up: where it works, what it has left and until when. */
export function EsimSummary({ order }: { order: OrderDto }) {
  const { t } = useTranslation(['wallet', 'common'])
  const locale = useCurrentLocale()
  const leftMb = Math.max(0, order.totalMb - order.usedMb)
  const share = order.totalMb > 0 ? leftMb / order.totalMb : 0
  return (
    <section className="surface wallet-card wallet-esim" aria-labelledby="topup-esim-title">
      <h2 id="topup-esim-title" className="wallet-esim__title">
        <AreaMark code={order.area.code} kind={order.area.type} size="md" />{' '}
        {t('wallet:esim.title', areaWords(order.area, locale, t))}
      </h2>
      <dl className="wallet-facts">
        <div>
          <dt>{t('wallet:esim.plan')}</dt>
          <dd>{planLabel(order.package, t)}</dd>
        </div>
        {/* A daily plan's full-speed share renews each day: no total to count down. */}
        {order.package.type === 'DAILY_UNLIMITED' ? (
          <div>
            <dt>{t('wallet:esim.data')}</dt>
            <dd>{t('wallet:esim.daily', { size: formatDataSize(order.package.dataMb) })}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('wallet:esim.dataLeft')}</dt>
            <dd>
              {t('wallet:esim.leftOf', {
                left: formatDataSize(leftMb),
                total: formatDataSize(order.totalMb),
              })}
              <span className="wallet-bar" aria-hidden="true">
                <span
                  className="wallet-bar__fill"
                  style={{ width: `${Math.round(share * 100)}%` }}
                />
              </span>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('wallet:esim.validity')}</dt>
          <dd>
            {order.expiresAt
              ? t('wallet:esim.expires', { date: formatDate(order.expiresAt, locale) })
              : t('wallet:esim.notStarted', { context: notStartedContext(order) })}
          </dd>
        </div>
        <div>
          <dt>{t('wallet:esim.iccid')}</dt>
          <dd className="wallet-mono">{formatIccid(order.iccid)}</dd>
        </div>
        <div>
          <dt>{t('wallet:esim.orderNo')}</dt>
          <dd className="wallet-mono">{order.orderNo}</dd>
        </div>
      </dl>
    </section>
  )
}

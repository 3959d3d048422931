import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderDto } from '../../../api/contract/order'
import { formatDataSize } from '../../../shared/lib/dataSize'
import { formatDateTime } from '../../../shared/lib/localeFormat'
import { LOW_DATA_SHARE } from './orderRules'

/** Data used as a bar, in MB or GB + MB (SPEC 3.2), with the carrier's last report time. */
export function UsageBar({
  order,
  locale,
}: {
  order: Pick<OrderDto, 'usedMb' | 'totalMb' | 'usageUpdatedAt' | 'package'>
  locale: string
}) {
  const { t } = useTranslation('orders')
  const id = useId()
  const updated = (
    <p className="usage__updated">
      {order.usageUpdatedAt
        ? t('usage.updated', { time: formatDateTime(order.usageUpdatedAt, locale) })
        : t('usage.notYet')}
    </p>
  )
  // A daily plan's full-speed share renews each day: a total and a share left would mislead.
  if (order.package.type === 'DAILY_UNLIMITED') {
    return (
      <div className="usage">
        <p className="usage__text">
          {t('usage.daily', {
            used: formatDataSize(order.usedMb),
            size: formatDataSize(order.package.dataMb),
          })}
        </p>
        {updated}
      </div>
    )
  }
  const used = Math.min(order.usedMb, order.totalMb)
  const percent = order.totalMb > 0 ? Math.round((used / order.totalMb) * 100) : 0
  const low = order.totalMb > 0 && (order.totalMb - used) / order.totalMb < LOW_DATA_SHARE
  const usedText = t('usage.used', {
    used: formatDataSize(used),
    total: formatDataSize(order.totalMb),
  })
  const leftText = t('usage.left', { left: formatDataSize(order.totalMb - used) })

  return (
    <div className="usage">
      <div className="usage__text">
        <span id={`${id}-label`}>{usedText}</span>
        <span className={low ? 'usage__left usage__left--low' : 'usage__left'}>{leftText}</span>
      </div>
      <div
        className="usage__track"
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${usedText}, ${leftText}`}
      >
        <div
          className={low ? 'usage__fill usage__fill--low' : 'usage__fill'}
          style={{ width: `${percent}%` }}
        />
      </div>
      {updated}
    </div>
  )
}

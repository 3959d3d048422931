import { useTranslation } from 'react-i18next'
import type { PackageDto } from '../../../api/contract/catalogue'
import { selectCurrency, useAppSelector } from '../../../app/hooks'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { formatPriceFromUsd } from '../../../shared/lib/money'
import { planData, planDays } from '../../../i18n/planWords'
import { ChoiceTiles } from '../../../shared/ui/ChoiceTiles'
import type { OrderDto } from '../../../api/contract/order'
import { formatDataSize } from '../../../shared/lib/dataSize'
import { formatDate } from '../../../shared/lib/localeFormat'
import { topupEffect } from './topupEffect'
import { notStartedContext } from '../orders/orderRules'

export interface TopupPlansProps {
  plans: readonly PackageDto[]
  /** The eSIM topped up: each tile says what it would change on it. */
  order: Pick<OrderDto, 'expiresAt' | 'state' | 'package'>
  now: number
  selectedId: string | null
  onChoose: (packageId: string) => void
  disabled: boolean
}

/**
 * The plans that can be added, as a native radio group: arrows move and choose, and screen
 * readers hear "5 GB, 30 days, $9.99, 2 of 6".
 */
export function TopupPlans({ plans, order, now, selectedId, onChoose, disabled }: TopupPlansProps) {
  const { t } = useTranslation('wallet')
  const locale = useCurrentLocale()
  const currency = useAppSelector(selectCurrency)
  if (plans.length === 0) {
    return <p className="wallet-empty">{t('topup.noPlans')}</p>
  }
  const tiles = plans.map((pkg) => {
    const effect = topupEffect(order, pkg, now)
    return {
      value: pkg.packageId,
      content: (
        <>
          <span className="wallet-option__main">{planData(pkg, t)}</span>{' '}
          <span className="wallet-option__sub">{planDays(pkg, t)}</span>{' '}
          <span className="wallet-option__price">
            {formatPriceFromUsd(pkg.priceUsd, currency, locale)}
          </span>{' '}
          <span className="wallet-option__effect">
            {effect.expiresAt
              ? t('topup.effect', {
                  data: formatDataSize(effect.addedMb),
                  date: formatDate(effect.expiresAt, locale),
                })
              : t('topup.effectNotStarted', {
                  data: formatDataSize(effect.addedMb),
                  context: notStartedContext(order),
                })}
          </span>
        </>
      ),
    }
  })
  return (
    <ChoiceTiles
      legend={t('topup.plansLegend')}
      tiles={tiles}
      selected={selectedId}
      onChoose={onChoose}
      disabled={disabled}
      compact
    />
  )
}

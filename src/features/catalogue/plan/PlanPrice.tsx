import { useTranslation } from 'react-i18next'
import type { PackageDto } from '../../../api/contract/catalogue'
import { selectCurrency, useAppSelector } from '../../../app/hooks'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { formatPriceFromUsd } from '../../../shared/lib/money'
import { savedFraction } from './planText'
import { formatPercent } from '../../../shared/lib/localeFormat'

/**
 * The price in the visitor's currency; on offer, the old price struck through and the saving.
 * The struck price gets a spoken label, because a strike-through alone is silent to screen readers.
 */
export interface PlanPriceProps {
  pkg: PackageDto
  large?: boolean
  /** 'span' where only phrasing content may go, e.g. inside a radio's label. */
  as?: 'p' | 'span'
}

export function PlanPrice({ pkg, large = false, as: Tag = 'p' }: PlanPriceProps) {
  const { t } = useTranslation('plan')
  const locale = useCurrentLocale()
  const currency = useAppSelector(selectCurrency)
  const saved = savedFraction(pkg)
  return (
    <Tag className={`plan-price${large ? ' plan-price--large' : ''}`}>
      <span className="plan-price__now">{formatPriceFromUsd(pkg.priceUsd, currency, locale)}</span>
      {saved !== null && pkg.originalPriceUsd !== undefined && (
        <>
          {' '}
          <s className="plan-price__was">
            <span className="visually-hidden">{t('price.was')} </span>
            {formatPriceFromUsd(pkg.originalPriceUsd, currency, locale)}
          </s>{' '}
          <span className="plan-price__save">
            {t('price.save', { percent: formatPercent(saved, locale) })}
          </span>
        </>
      )}
    </Tag>
  )
}

import { useTranslation } from 'react-i18next'
import type { PackageDto } from '../../../api/contract/catalogue'
import { selectCurrency, useAppSelector } from '../../../app/hooks'
import { pricePerGbUsd } from '../../../i18n/planWords'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { formatPriceFromUsd } from '../../../shared/lib/money'

/**
 * "$2.78/GB" in the visitor's currency, so plans of different sizes compare at a glance; a
 * daily unlimited plan shows its daily high-speed share instead, which its tile already names.
 */
export function PricePerGb({
  pkg,
  as: Tag = 'span',
}: {
  pkg: Pick<PackageDto, 'type' | 'dataMb' | 'priceUsd'>
  as?: 'span' | 'p'
}) {
  const { t } = useTranslation('common')
  const locale = useCurrentLocale()
  const currency = useAppSelector(selectCurrency)
  const perGb = pricePerGbUsd(pkg)
  if (perGb === null) return null
  return (
    <Tag className="price-per-gb">
      {t('plan.perGb', { price: formatPriceFromUsd(perGb, currency, locale) })}
    </Tag>
  )
}

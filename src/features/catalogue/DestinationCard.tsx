import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { AreaDto } from '../../api/contract/catalogue'
import { formatPriceFromUsd } from '../../shared/lib/money'
import type { Currency } from '../../api/contract/currencies'
import { localePath } from '../../i18n/localePath'
import type { LocaleCode } from '../../i18n/locales'
import { localAreaName } from '../../i18n/areaName'
import { AreaMark } from '../../shared/ui/AreaMark'
import { Words } from '../../shared/ui/Words'
import './destinationCard.css'

export interface DestinationCardProps {
  area: Pick<AreaDto, 'slug' | 'code' | 'type' | 'name' | 'fromPriceUsd'>
  /** How many countries a region or global plan covers (a country's card does not say). */
  countries: number
  locale: LocaleCode
  currency: Currency
}

/**
 * A destination as a card: its mark, name, from price and, for a region, its country count. The
 * home page's lists and an area page's "plans that also cover it" (its words are common ones).
 */
export function DestinationCard({ area, countries, locale, currency }: DestinationCardProps) {
  const { t } = useTranslation('common')
  const name = localAreaName(area, locale, t)
  const price = formatPriceFromUsd(area.fromPriceUsd, currency, locale)
  return (
    <li>
      <Link className="destination-card" to={localePath(`/${area.slug}`, locale)}>
        <AreaMark code={area.code} kind={area.type} size="lg" lazy />
        <span className="destination-card__name">
          <Words text={name} />
        </span>
        <span className="destination-card__price">
          {t('plan.from', { price })}
          {area.type !== 'COUNTRY' && (
            <span className="destination-card__coverage">
              {' · '}
              {t('plan.countries', { count: countries })}
            </span>
          )}
        </span>
      </Link>
    </li>
  )
}

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

export interface DestinationCardProps {
  area: AreaDto
  locale: LocaleCode
  currency: Currency
}

export function DestinationCard({ area, locale, currency }: DestinationCardProps) {
  const { t } = useTranslation('home')
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
          {t('destinations.from', { price })}
          {area.type !== 'COUNTRY' && (
            <span className="destination-card__coverage">
              {' · '}
              {t('destinations.countries', { count: area.countryCodes.length })}
            </span>
          )}
        </span>
      </Link>
    </li>
  )
}

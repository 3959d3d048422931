import { useTranslation } from 'react-i18next'
import type { AreaDto, OperatorDto } from '../../../api/contract/catalogue'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { localCountryName } from '../../../i18n/areaName'

/**
 * The partner networks and their generation. On a multi-country plan each operator is tagged
 * with its country, since "Vodafone" alone would not tell a traveller where it applies.
 */
export function Networks({ area, operators }: { area: AreaDto; operators: OperatorDto[] }) {
  const { t } = useTranslation('plan')
  const locale = useCurrentLocale()
  if (operators.length === 0) return <>{t('network.unknown')}</>
  const multiCountry = area.type !== 'COUNTRY'
  return (
    <ul className="plan-networks">
      {operators.map((operator) => (
        <li key={`${operator.countryCode}-${operator.name}`}>
          {multiCountry
            ? t('network.inCountry', {
                operator: operator.name,
                country: localCountryName(operator.countryCode, locale, t),
              })
            : operator.name}{' '}
          <span className={`plan-badge${operator.network === '5G' ? ' plan-badge--5g' : ''}`}>
            {t(`network.generation.${operator.network}`)}
          </span>
        </li>
      ))}
    </ul>
  )
}

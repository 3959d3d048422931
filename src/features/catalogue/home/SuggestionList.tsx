import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { AreaSuggestionDto } from '../../../api/contract/catalogue'
import { selectCurrency, useAppSelector } from '../../../app/hooks'
import { localePath } from '../../../i18n/localePath'
import type { LocaleCode } from '../../../i18n/locales'
import { formatPriceFromUsd } from '../../../shared/lib/money'
import { localAreaName } from '../../../i18n/areaName'
import { areaFlag, areaKind } from './areaLabels'
import { planData, planDays } from './planText'

/** The suggested destinations, each with its plan (when there is one) and the reason for it. */
export function SuggestionList({
  suggestions,
  locale,
}: {
  suggestions: readonly AreaSuggestionDto[]
  locale: LocaleCode
}) {
  const { t } = useTranslation('home')
  const currency = useAppSelector(selectCurrency)
  return (
    <div className="trip-planner__results">
      <h3>{t('planner.resultsTitle')}</h3>
      <ul className="suggestion-list">
        {suggestions.map(({ area, package: pkg, reason }) => (
          <li key={`${area.areaId}-${pkg?.packageId ?? 'area'}`}>
            <Link
              className="suggestion-card"
              to={localePath(pkg ? `/${area.slug}/${pkg.packageId}` : `/${area.slug}`, locale)}
            >
              <span className="plan-card__head">
                <span className="plan-card__flag" aria-hidden="true">
                  {areaFlag(area)}
                </span>
                <span className="suggestion-card__title">
                  <span className="plan-card__name">{localAreaName(area, locale, t)}</span>
                  <span className="suggestion-card__kind">{areaKind(area, t)}</span>
                </span>
              </span>
              <span className="suggestion-card__reason">{reason}</span>
              <span className="suggestion-card__plan">
                {pkg ? (
                  <>
                    <span className="plan-card__data">{planData(pkg, t)}</span> · {planDays(pkg, t)}{' '}
                    ·{' '}
                    <span className="plan-card__price">
                      {formatPriceFromUsd(pkg.priceUsd, currency, locale)}
                    </span>
                  </>
                ) : (
                  t('planner.seePlans')
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

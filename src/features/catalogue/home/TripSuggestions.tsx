import { useId } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { AreaSuggestionDto, TripSummaryDto } from '../../../api/contract/catalogue'
import type { TripSuggestion } from '../../../api/endpoints/catalogue'
import { selectCurrency, useAppSelector } from '../../../app/hooks'
import type { Currency } from '../../../api/contract/currencies'
import { localAreaName } from '../../../i18n/areaName'
import { localePath } from '../../../i18n/localePath'
import type { LocaleCode } from '../../../i18n/locales'
import { formatDataSize } from '../../../shared/lib/dataSize'
import { formatPriceFromUsd } from '../../../shared/lib/money'
import { areaKind } from './areaLabels'
import { planData, planDays } from '../../../i18n/planWords'
import { AreaMark } from '../../../shared/ui/AreaMark'

/**
 * The suggestion for a trip: what was assumed (days, usage profile), one regional eSIM for the
 * whole trip when there is one, the plan for each stay, and the two totals side by side.
 */
export function TripSuggestions({
  answer,
  locale,
}: {
  answer: TripSuggestion
  locale: LocaleCode
}) {
  const { t } = useTranslation('home')
  const currency = useAppSelector(selectCurrency)
  const regional = answer.suggestions.filter((item) => item.kind === 'REGIONAL')
  const stays = answer.suggestions.filter((item) => item.kind !== 'REGIONAL')
  const { trip } = answer
  const id = useId()
  return (
    <div className="trip-planner__results">
      <h3>{t('planner.resultsTitle')}</h3>
      {trip && (
        <p className="trip-summary">
          {t('planner.summary', {
            count: trip.totalDays,
            profile: t(`planner.profile.${trip.usage}`),
            data: formatDataSize(trip.mbPerDay),
          })}
        </p>
      )}
      {regional.length > 0 && (
        <section className="trip-option" aria-labelledby={`${id}-regional`}>
          <h4 id={`${id}-regional`}>{t('planner.regionalTitle')}</h4>
          <SuggestionCards items={regional} locale={locale} currency={currency} />
        </section>
      )}
      <section
        className="trip-option"
        aria-labelledby={regional.length > 0 ? `${id}-stays` : undefined}
      >
        {regional.length > 0 && <h4 id={`${id}-stays`}>{t('planner.perStayTitle')}</h4>}
        <SuggestionCards items={stays} locale={locale} currency={currency} />
      </section>
      {trip && regional.length > 0 && (
        <TotalsComparison trip={trip} locale={locale} currency={currency} />
      )}
    </div>
  )
}

function TotalsComparison({
  trip,
  locale,
  currency,
}: {
  trip: TripSummaryDto
  locale: LocaleCode
  currency: Currency
}) {
  const { t } = useTranslation('home')
  const { perStayTotalUsd: perStay, regionalTotalUsd: regional } = trip
  if (perStay === null || regional === null) return null
  const price = (usd: number) => formatPriceFromUsd(usd, currency, locale)
  const difference = Math.round(Math.abs(perStay - regional) * 100) / 100
  const verdict =
    difference === 0
      ? t('planner.sameTotal')
      : regional < perStay
        ? t('planner.regionalSaves', { amount: price(difference) })
        : t('planner.perStaySaves', { amount: price(difference) })
  return (
    <div className="trip-totals" role="group" aria-label={t('planner.totalsLabel')}>
      <dl className="trip-totals__list">
        <div>
          <dt>{t('planner.regionalTotal')}</dt>
          <dd>{price(regional)}</dd>
        </div>
        <div>
          <dt>{t('planner.perStayTotal')}</dt>
          <dd>{price(perStay)}</dd>
        </div>
      </dl>
      <p className="trip-totals__verdict">{verdict}</p>
    </div>
  )
}

function SuggestionCards({
  items,
  locale,
  currency,
}: {
  items: readonly AreaSuggestionDto[]
  locale: LocaleCode
  currency: Currency
}) {
  const { t } = useTranslation('home')
  return (
    <ul className="suggestion-list">
      {items.map(({ area, package: pkg, reason, days }) => (
        <li key={`${area.areaId}-${pkg?.packageId ?? 'area'}`}>
          <Link
            className="suggestion-card"
            to={localePath(pkg ? `/${area.slug}/${pkg.packageId}` : `/${area.slug}`, locale)}
          >
            <span className="plan-card__head">
              <AreaMark code={area.code} kind={area.type} size="md" />
              <span className="suggestion-card__title">
                <span className="plan-card__name">{localAreaName(area, locale, t)}</span>
                <span className="suggestion-card__kind">
                  {areaKind(area.type, area.countryCodes.length, t)} ·{' '}
                  {t('planner.stayDays', { count: days })}
                </span>
              </span>
            </span>
            <span className="suggestion-card__reason">{reason}</span>
            <span className="suggestion-card__plan">
              {pkg ? (
                <>
                  <span className="plan-card__data">{planData(pkg, t)}</span> · {planDays(pkg, t)} ·{' '}
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
  )
}

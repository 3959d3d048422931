import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { AreaDto, PackageDto } from '../../../api/contract/catalogue'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { PlanPrice } from '../plan/PlanPrice'
import { planTitle } from '../plan/planText'
import { formatLongDate } from '../../../shared/lib/localeFormat'
import { AreaLabel } from './AreaLabel'
import { drawnWhenNear } from '../../../shared/ui/drawnWhenNear'
import { onFirstScreen } from './firstScreen'

export interface OfferCardProps {
  area: AreaDto
  pkg: PackageDto
  onView: () => void
  /** The card's place in its list, from 0: the first screen's cards are drawn with the page. */
  position: number
}

/** A plan on seasonal offer: old and new price, the saving and the date the offer ends. */
export function OfferCard({ area, pkg, onView, position }: OfferCardProps) {
  const first = onFirstScreen(position)
  const { t } = useTranslation('plan')
  const locale = useCurrentLocale()
  const titleId = useId()
  const planId = useId()
  const plan = planTitle(pkg, t)
  return (
    <li className={drawnWhenNear('offer-card', first)}>
      <h2 id={titleId} className="offer-card__area">
        <AreaLabel area={area} lazy={!first} />
      </h2>
      <p id={planId} className="offer-card__plan">
        {plan}
      </p>
      <PlanPrice pkg={pkg} large />
      {pkg.discountEndsAt && (
        <p className="offer-card__ends">
          {t('offer.endsOn', { date: formatLongDate(pkg.discountEndsAt, locale) })}
        </p>
      )}
      <button
        type="button"
        className="button button--primary offer-card__action"
        aria-describedby={`${titleId} ${planId}`}
        onClick={onView}
      >
        {t('actions.viewDetails')}
      </button>
    </li>
  )
}

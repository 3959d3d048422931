import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { AreaDto, PackageDto } from '../../../api/contract/catalogue'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { CompatibilityLink } from '../devices/CompatibilityLink'
import { PlanFacts } from './PlanFacts'
import { PlanPrice } from './PlanPrice'
import { planTitle } from './planText'
import { formatLongDate } from '../../../shared/lib/localeFormat'

export interface PlanCardProps {
  area: AreaDto
  pkg: PackageDto
  /** The card's heading level, so every page keeps a clean outline. */
  heading: 'h2' | 'h3'
  /** The page's call to action (Continue, Buy now). */
  children?: ReactNode
  /** The review score, shown beside the price. */
  rating?: ReactNode
}

/** One plan in full: name, price, every fact, the page's action and the device check. */
export function PlanCard({ area, pkg, heading: Heading, children, rating }: PlanCardProps) {
  const { t } = useTranslation('plan')
  const locale = useCurrentLocale()
  const titleId = useId()
  return (
    <article className="plan-card" aria-labelledby={titleId}>
      <div className="plan-card__header">
        <Heading id={titleId} className="plan-card__title">
          {planTitle(pkg, t)}
        </Heading>
        <PlanPrice pkg={pkg} large />
        {rating}
        {pkg.discountEndsAt && (
          <p className="plan-card__offer">
            {t('offer.endsOn', { date: formatLongDate(pkg.discountEndsAt, locale) })}
          </p>
        )}
      </div>
      <PlanFacts area={area} pkg={pkg} />
      {children && <div className="plan-card__actions">{children}</div>}
      <CompatibilityLink />
    </article>
  )
}

import { useId } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { AreaDto, PackageDto } from '../../../api/contract/catalogue'
import { formatDataSize } from '../../../shared/lib/dataSize'
import { PlanPrice } from '../plan/PlanPrice'
import { planDays } from '../../../i18n/planWords'
import { AreaLabel } from './AreaLabel'
import { drawnWhenNear } from '../../../shared/ui/drawnWhenNear'
import { onFirstScreen } from './firstScreen'
import Phone from 'lucide-react/icons/phone'
import MessageSquare from 'lucide-react/icons/message-square'

export interface CallTextCardProps {
  area: AreaDto
  pkg: PackageDto
  /** Where "View plan" leads: this page with the plan's id in the URL. */
  to: string
  /** The card's place in its list, from 0: the first screen's cards are drawn with the page. */
  position: number
}

/** A call-and-text plan in the cross-destination list: minutes and SMS up front. */
export function CallTextCard({ area, pkg, to, position }: CallTextCardProps) {
  const first = onFirstScreen(position)
  const { t } = useTranslation('plan')
  const titleId = useId()
  const summaryId = useId()
  return (
    <li className={drawnWhenNear('offer-card', first)}>
      <h2 id={titleId} className="offer-card__area">
        <AreaLabel area={area} lazy={!first} />
      </h2>
      <p id={summaryId} className="offer-card__plan">
        {formatDataSize(pkg.dataMb)} · {planDays(pkg, t)}
      </p>
      <ul className="offer-card__allowances">
        {pkg.voiceMinutes !== undefined && (
          <li>
            <Phone className="icon-inline" /> {t('calls.minutes', { count: pkg.voiceMinutes })}
          </li>
        )}
        {pkg.smsCount !== undefined && (
          <li>
            <MessageSquare className="icon-inline" /> {t('calls.sms', { count: pkg.smsCount })}
          </li>
        )}
      </ul>
      <PlanPrice pkg={pkg} large />
      <Link
        className="button button--secondary offer-card__action"
        to={to}
        aria-describedby={`${titleId} ${summaryId}`}
      >
        {t('actions.viewPlan')}
      </Link>
    </li>
  )
}

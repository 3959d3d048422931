import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { PackageDto, PackageType } from '../../../api/contract/catalogue'
import { formatDataSize } from '../../../shared/lib/dataSize'
import { PlanPrice } from '../plan/PlanPrice'
import { callAndText } from '../plan/planText'
import { planData, planDays } from '../../../i18n/planWords'

export interface PlanOptionsProps {
  type: PackageType
  plans: readonly PackageDto[]
  selectedId: string | undefined
  onChoose: (pkg: PackageDto) => void
}

/**
 * The plan choice as a native radio group: arrows move and choose, Tab leaves the group, and
 * screen readers announce "3 of 5" for free. Daily passes are chosen by their number of days,
 * the others by their data size.
 */
export function PlanOptions({ type, plans, selectedId, onChoose }: PlanOptionsProps) {
  const { t } = useTranslation('plan')
  const name = useId()
  const legendId = `${name}-legend`
  return (
    // A fieldset of same-name radios is a radio group; the role says so to every reader.
    <fieldset className="plan-options" role="radiogroup" aria-labelledby={legendId}>
      <legend id={legendId} className="plan-options__legend">
        {t(`options.legend.${type}`)}
      </legend>
      <div className="plan-options__grid">
        {plans.map((pkg) => {
          const calls = callAndText(pkg, t)
          const daily = pkg.type === 'DAILY_UNLIMITED'
          return (
            <label key={pkg.packageId} className="plan-option">
              <input
                type="radio"
                className="plan-option__input"
                name={name}
                value={pkg.packageId}
                checked={pkg.packageId === selectedId}
                onChange={() => onChoose(pkg)}
              />
              <span className="plan-option__body">
                {/* The spaces keep the radio's spoken name readable: "5 GB 30 days $19.99". */}
                <span className="plan-option__main">
                  {daily ? planDays(pkg, t) : formatDataSize(pkg.dataMb)}
                </span>{' '}
                <span className="plan-option__sub">
                  {daily ? planData(pkg, t) : planDays(pkg, t)}
                  {calls && ` · ${calls}`}
                </span>{' '}
                <PlanPrice pkg={pkg} as="span" />
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

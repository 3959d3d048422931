import { useTranslation } from 'react-i18next'
import type { PackageDto, PackageType } from '../../../api/contract/catalogue'
import { formatDataSize } from '../../../shared/lib/dataSize'
import { PlanPrice } from '../plan/PlanPrice'
import { PricePerGb } from '../plan/PricePerGb'
import { callAndText } from '../plan/planText'
import { planData, planDays } from '../../../i18n/planWords'
import { ChoiceTiles } from '../../../shared/ui/ChoiceTiles'

export interface PlanOptionsProps {
  type: PackageType
  plans: readonly PackageDto[]
  selectedId: string | undefined
  onChoose: (pkg: PackageDto) => void
}

/**
 * The plan choice (a radio group of tiles): daily passes are chosen by their number of days, the
 * others by their data size. The spaces keep each radio's spoken name readable: "5 GB 30 days
 * $19.99".
 */
export function PlanOptions({ type, plans, selectedId, onChoose }: PlanOptionsProps) {
  const { t } = useTranslation('plan')
  const tiles = plans.map((pkg) => {
    const calls = callAndText(pkg, t)
    const daily = pkg.type === 'DAILY_UNLIMITED'
    return {
      value: pkg.packageId,
      content: (
        <>
          <span className="plan-option__main">
            {daily ? planDays(pkg, t) : formatDataSize(pkg.dataMb)}
          </span>{' '}
          <span className="plan-option__sub">
            {daily ? planData(pkg, t) : planDays(pkg, t)}
            {calls && ` · ${calls}`}
          </span>{' '}
          <PlanPrice pkg={pkg} as="span" /> <PricePerGb pkg={pkg} />
        </>
      ),
    }
  })
  return (
    <ChoiceTiles
      className="plan-options"
      legend={t(`options.legend.${type}`)}
      tiles={tiles}
      selected={selectedId}
      onChoose={(id) => onChoose(plans.find((pkg) => pkg.packageId === id)!)}
    />
  )
}

import { useTranslation } from 'react-i18next'
import type { PackageDto } from '../../../api/contract/catalogue'
import { PlanPrice } from '../plan/PlanPrice'
import { planTitle } from '../plan/planText'

/**
 * The chosen plan and Continue. On phones it sticks to the bottom of the screen while the
 * visitor compares tiles, so the next step is never a long scroll past the plan's facts away.
 */
export function ContinueBar({ pkg, onContinue }: { pkg: PackageDto; onContinue: () => void }) {
  const { t } = useTranslation('plan')
  return (
    <div className="area-plans__bar">
      <p className="area-plans__bar-summary">
        <span>{planTitle(pkg, t)}</span> <PlanPrice pkg={pkg} as="span" />
      </p>
      <button type="button" className="button button--primary" onClick={onContinue}>
        {t('actions.continue')}
      </button>
    </div>
  )
}

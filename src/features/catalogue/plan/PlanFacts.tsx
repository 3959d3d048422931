import { useTranslation } from 'react-i18next'
import type { AreaDto, PackageDto } from '../../../api/contract/catalogue'
import { formatDataSize } from '../../../shared/lib/dataSize'
import { Coverage } from './Coverage'
import { Networks } from './Networks'
import { callAndText, dataAllowance } from './planText'
import { planDays } from '../../../i18n/planWords'

/** Everything a traveller checks before paying, as a description list. */
export function PlanFacts({ area, pkg }: { area: AreaDto; pkg: PackageDto }) {
  const { t } = useTranslation('plan')
  const calls = callAndText(pkg, t)
  return (
    <dl className="plan-facts">
      <div className="plan-facts__row">
        <dt>{t('facts.data')}</dt>
        <dd>{dataAllowance(pkg, t)}</dd>
      </div>
      <div className="plan-facts__row">
        <dt>{t('facts.validity')}</dt>
        <dd>{planDays(pkg, t)}</dd>
      </div>
      {calls && (
        <div className="plan-facts__row">
          <dt>{t('facts.calls')}</dt>
          <dd>{calls}</dd>
        </div>
      )}
      <div className="plan-facts__row">
        <dt>{t('facts.coverage')}</dt>
        <dd>
          <Coverage area={area} />
        </dd>
      </div>
      <div className="plan-facts__row">
        <dt>{t('facts.network')}</dt>
        <dd>
          <Networks area={area} operators={pkg.operators} />
        </dd>
      </div>
      <div className="plan-facts__row">
        <dt>{t('facts.hotspot')}</dt>
        <dd>{pkg.hotspot ? t('hotspot.allowed') : t('hotspot.notAllowed')}</dd>
      </div>
      <div className="plan-facts__row">
        <dt>{t('facts.activation')}</dt>
        <dd>
          {pkg.activation === 'ON_INSTALL'
            ? t('activation.onInstall')
            : t('activation.onFirstConnection')}
        </dd>
      </div>
      {pkg.type === 'DAILY_UNLIMITED' && (
        <div className="plan-facts__row">
          <dt>{t('facts.fairUse')}</dt>
          <dd>
            {pkg.fairUseKbps === undefined
              ? t('fairUse.reduced', { size: formatDataSize(pkg.dataMb) })
              : t('fairUse.terms', { size: formatDataSize(pkg.dataMb), speed: pkg.fairUseKbps })}
          </dd>
        </div>
      )}
    </dl>
  )
}

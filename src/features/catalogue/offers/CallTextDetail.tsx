import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { AreaDto, PackageDto } from '../../../api/contract/catalogue'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { areaWords } from '../../../i18n/areaName'
import { PlanCard } from '../plan/PlanCard'
import { PlanPrice } from '../plan/PlanPrice'
import { callAndText, planTitle } from '../plan/planText'
import { useProceedToDetail } from '../plan/useProceedToDetail'
import { AreaLabel } from './AreaLabel'
import { ActionBar } from '../../../shared/ui/ActionBar'
import { PlanRating } from '../plan/PlanRating'

export interface CallTextDetailProps {
  area: AreaDto
  pkg: PackageDto
  /** The list, with the visitor's destination filter kept. */
  backTo: string
  /** The destination's other call-and-text plans, each with its URL. */
  others: readonly { pkg: PackageDto; to: string }[]
}

/** /esim-call-text/:dataplan: the chosen plan in full, and its siblings one tap away. */
export function CallTextDetail({ area, pkg, backTo, others }: CallTextDetailProps) {
  const { t } = useTranslation(['plan', 'common'])
  const locale = useCurrentLocale()
  const proceed = useProceedToDetail()
  return (
    <>
      <p className="back-link">
        <Link to={backTo}>
          <span aria-hidden="true">← </span>
          {t('plan:callText.back')}
        </Link>
      </p>
      <h1 className="offers-detail__title">
        <AreaLabel area={area} />
        <span className="offers-detail__kind">{t('plan:callText.kind')}</span>
      </h1>
      <div className="detail-layout offers-detail__layout">
        <PlanCard
          area={area}
          pkg={pkg}
          heading="h2"
          rating={<PlanRating packageId={pkg.packageId} load />}
        >
          <ActionBar
            summary={
              <>
                <span>{planTitle(pkg, t)}</span> <PlanPrice pkg={pkg} as="span" />
              </>
            }
          >
            <button
              type="button"
              className="button button--primary"
              onClick={() => void proceed(area, pkg)}
            >
              {t('plan:actions.continue')}
            </button>
          </ActionBar>
        </PlanCard>
        {others.length > 0 && (
          <section className="surface offers-detail__more" aria-labelledby="call-text-more">
            <h2 id="call-text-more">{t('plan:callText.more', areaWords(area, locale, t))}</h2>
            <ul className="offers-detail__more-list">
              {others.map((other) => (
                <li key={other.pkg.packageId}>
                  <Link to={other.to} replace>
                    <span>{planTitle(other.pkg, t)}</span>
                    <span className="offers-detail__more-calls">{callAndText(other.pkg, t)}</span>
                    <PlanPrice pkg={other.pkg} as="span" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  )
}

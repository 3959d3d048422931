import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { getConfig } from '../../../config/runtimeConfig'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { accountChooserRequested } from '../../../shared/events'
import { useMetaDescription } from '../../../shared/ui/useMetaDescription'
import { usePageTitle } from '../../../shared/ui/usePageTitle'
import { areaWords } from '../../../i18n/areaName'
import { selectMealInfo } from '../selectors'
import { ActionBar } from '../../../shared/ui/ActionBar'
import { PlanCard } from './PlanCard'
import { PlanPrice } from './PlanPrice'
import { PlanRating } from './PlanRating'
import { planTitle } from './planText'
import { ReviewsSection } from './ReviewsSection'
import './plan.css'
import { AreaMark } from '../../../shared/ui/AreaMark'

/**
 * /mealdetail: the chosen plan (kept in the store and localStorage, so a reload keeps it),
 * its reviews, and Buy now: checkout when signed in, the guest/login chooser otherwise.
 */
export default function PlanDetailPage() {
  const { t } = useTranslation(['plan', 'common'])
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const locale = useCurrentLocale()
  const mealInfo = useAppSelector(selectMealInfo)
  const token = useAppSelector((state) => state.session.token)
  const product = getConfig().productName
  const words = mealInfo ? areaWords(mealInfo.area, locale, t) : { area: '' }
  const areaName = words.area
  const plan = mealInfo ? planTitle(mealInfo.package, t) : ''

  usePageTitle(
    mealInfo ? t('plan:detail.title', { ...words, plan }) : t('plan:detail.emptyTitle'),
    product,
  )
  useMetaDescription(
    mealInfo ? t('plan:detail.description', { ...words, plan }) : t('plan:detail.emptyText'),
  )

  if (!mealInfo) {
    return (
      <section className="page page--centred" aria-labelledby="plan-empty-title">
        <p className="status-code" aria-hidden="true">
          🧳
        </p>
        <h1 id="plan-empty-title">{t('plan:detail.emptyTitle')}</h1>
        <p className="lead">{t('plan:detail.emptyText')}</p>
        <Link className="button button--primary" to={localePath('/', locale)}>
          {t('plan:detail.browse')}
        </Link>
      </section>
    )
  }

  const { area, package: pkg } = mealInfo
  const buyNow = () => {
    const checkout = localePath('/topay', locale)
    if (token) void navigate(checkout)
    else dispatch(accountChooserRequested({ next: checkout }))
  }

  return (
    <div className="page plan-detail">
      <p className="back-link">
        <Link to={localePath(`/${area.slug}/${pkg.packageId}`, locale)}>
          <span aria-hidden="true">← </span>
          {t('plan:detail.back', words)}
        </Link>
      </p>
      <h1 className="plan-detail__title">
        <AreaMark code={area.code} kind={area.type} size="lg" />
        {t('plan:detail.heading', words)}
      </h1>
      <div className="detail-layout plan-detail__layout">
        <PlanCard
          area={area}
          pkg={pkg}
          heading="h2"
          rating={<PlanRating packageId={pkg.packageId} load={false} href="#plan-reviews-title" />}
        >
          <ActionBar
            summary={
              <>
                <span>{plan}</span> <PlanPrice pkg={pkg} as="span" />
              </>
            }
          >
            <button type="button" className="button button--primary" onClick={buyNow}>
              {t('plan:actions.buyNow')}
            </button>
          </ActionBar>
        </PlanCard>
        <ReviewsSection key={pkg.packageId} packageId={pkg.packageId} area={areaName} />
      </div>
    </div>
  )
}

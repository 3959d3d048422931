import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { getConfig } from '../../../config/runtimeConfig'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { SkeletonGrid } from '../../../shared/ui/Skeleton'
import { useMetaDescription } from '../../../shared/ui/useMetaDescription'
import { usePageTitle } from '../../../shared/ui/usePageTitle'
import { savedFraction } from '../plan/planText'
import { formatLongDate, formatPercent } from '../../../shared/lib/localeFormat'
import { useProceedToDetail } from '../plan/useProceedToDetail'
import { selectCrossAreaList } from '../selectors'
import { fetchCrossAreaList } from '../thunks'
import { discountOrder } from '../listOrder'
import { ShowAllOffers } from './ShowAllOffers'
import { OfferCard } from './OfferCard'
import { CompatibilityLink } from '../devices/CompatibilityLink'
import '../plan/plan.css'
import './offers.css'

/** /esim-christmas-discount: every plan on seasonal offer, biggest saving first. */
export default function DiscountPage() {
  const { t } = useTranslation(['plan', 'common'])
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const list = useAppSelector(selectCrossAreaList('discount'))
  const proceed = useProceedToDetail()
  const product = getConfig().productName

  useEffect(() => {
    void dispatch(fetchCrossAreaList('discount'))
  }, [dispatch])

  const offers = useMemo(
    () => (list.data ? discountOrder(list.data, locale, t) : []),
    [list.data, locale, t],
  )

  // The soonest end date is the honest headline: no offer on the page outlives it.
  const endsAt = offers
    .map((offer) => offer.pkg.discountEndsAt)
    .filter((date): date is string => Boolean(date))
    .sort()[0]
  const best = Math.max(0, ...offers.map((offer) => savedFraction(offer.pkg) ?? 0))
  const ends = endsAt ? formatLongDate(endsAt, locale) : ''

  usePageTitle(t('plan:discount.title'), product)
  useMetaDescription(t('plan:discount.description'))

  return (
    <div className="page offers-page">
      <header className="offers-hero offers-hero--festive">
        <h1 id="discount-title">{t('plan:discount.heading')}</h1>
        <p className="offers-hero__lead">
          {best > 0
            ? t('plan:discount.lead', { percent: formatPercent(best, locale) })
            : t('plan:discount.leadPlain')}
        </p>
        {ends && <p className="offers-hero__ends">{t('plan:offer.endsOn', { date: ends })}</p>}
      </header>
      {list.status === 'failed' ? (
        <ErrorState
          message={apiErrorMessage(list.error, t)}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void dispatch(fetchCrossAreaList('discount'))}
        />
      ) : list.status !== 'succeeded' ? (
        <SkeletonGrid count={6} label={t('plan:discount.loading')} />
      ) : offers.length === 0 ? (
        <p className="ui-state">{t('plan:discount.empty')}</p>
      ) : (
        <>
          <div className="offers-toolbar">
            <CompatibilityLink />
          </div>
          <ul className="offer-grid" aria-labelledby="discount-title">
            {offers.map(({ area, pkg }, position) => (
              <OfferCard
                key={pkg.packageId}
                area={area}
                pkg={pkg}
                onView={() => void proceed(area, pkg)}
                position={position}
              />
            ))}
          </ul>
          {list.partial && (
            <ShowAllOffers list="discount" total={list.partial.plans ?? offers.length} />
          )}
        </>
      )}
    </div>
  )
}

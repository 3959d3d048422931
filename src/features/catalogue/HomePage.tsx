import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { selectCurrency, useAppDispatch, useAppSelector, type RootState } from '../../app/hooks'
import { getConfig } from '../../config/runtimeConfig'
import { useCurrentLocale } from '../../i18n/useCurrentLocale'
import { ErrorState } from '../../shared/ui/ErrorState'
import { SkeletonGrid } from '../../shared/ui/Skeleton'
import { useMetaDescription } from '../../shared/ui/useMetaDescription'
import { usePageTitle } from '../../shared/ui/usePageTitle'
import { apiErrorMessage } from '../../i18n/apiErrorMessage'
import { selectAreas } from './selectors'
import { fetchAreas, fetchBanners, fetchDialogs, fetchRecommended } from './thunks'
import { DestinationTabs } from './DestinationTabs'
import { StoreRating } from './StoreRating'
import { AppDownload } from './home/AppDownload'
import { DestinationSearch } from './home/DestinationSearch'
import { HowItWorksStrip } from './home/HowItWorksStrip'
import { IdlePromoDialog } from './home/IdlePromoDialog'
import { PromoBanners } from './home/PromoBanners'
import { RecommendedPlans } from './home/RecommendedPlans'
import { TripPlanner } from './home/TripPlanner'
import { storeGraph } from './structuredData'
import { DESTINATIONS_SHOWN } from './listOrder'
import { completeEntry } from './revalidate'
import { useJsonLd } from '../../shared/ui/useJsonLd'
import { localePath } from '../../i18n/localePath'
import { localeIso } from '../../i18n/locales'
import './home.css'

const HERO_POINTS = ['instant', 'refund', 'keepSim'] as const

/** The language requests go out in (the lang header), which banner and dialog texts follow. */
const selectRequestLocale = (state: RootState) => state.session.locale

export default function HomePage() {
  const { t } = useTranslation(['home', 'common'])
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const requestLocale = useAppSelector(selectRequestLocale)
  const currency = useAppSelector(selectCurrency)
  const areas = useAppSelector(selectAreas)
  const { productName: product, siteUrl } = getConfig()
  usePageTitle(t('home:title', { product }), product)
  useJsonLd('store', storeGraph(siteUrl, product, localeIso(locale), localePath('/', locale)))
  useMetaDescription(t('home:meta.description', { product }))

  useEffect(() => {
    void dispatch(fetchAreas())
    void dispatch(fetchRecommended())
  }, [dispatch])

  useEffect(() => {
    void dispatch(fetchBanners(requestLocale))
    void dispatch(fetchDialogs(requestLocale))
  }, [dispatch, requestLocale])

  return (
    <div className="home">
      <section className="hero">
        <div className="hero__inner">
          <h1>{t('home:hero.title')}</h1>
          <p className="hero__subtitle">{t('home:hero.subtitle', { product })}</p>
          <DestinationSearch locale={locale} currency={currency} />
          <StoreRating locale={locale} className="hero__rating" />
          <ul className="hero__points">
            {HERO_POINTS.map((point) => (
              <li key={point}>{t(`home:hero.points.${point}`)}</li>
            ))}
          </ul>
        </div>
      </section>
      <PromoBanners locale={locale} />
      <section className="page home-section" aria-labelledby="destinations-title">
        <h2 id="destinations-title">{t('home:destinations.title')}</h2>
        {areas.status === 'failed' ? (
          <ErrorState
            message={apiErrorMessage(areas.error, t)}
            retryLabel={t('common:actions.retry')}
            onRetry={() => void dispatch(fetchAreas())}
          />
        ) : areas.status === 'succeeded' && areas.data.length === 0 ? (
          <p role="status">{t('home:destinations.empty')}</p>
        ) : areas.status === 'succeeded' ? (
          <DestinationTabs
            areas={areas.data}
            locale={locale}
            currency={currency}
            limit={DESTINATIONS_SHOWN}
            totals={areas.partial}
            onShowAll={() => void dispatch(completeEntry({ kind: 'areas' }))}
          />
        ) : (
          <SkeletonGrid count={DESTINATIONS_SHOWN} label={t('home:destinations.loading')} />
        )}
      </section>
      <RecommendedPlans locale={locale} />
      <TripPlanner locale={locale} />
      <HowItWorksStrip locale={locale} />
      <AppDownload />
      <IdlePromoDialog locale={locale} />
    </div>
  )
}

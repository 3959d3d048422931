import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { selectCurrency, useAppDispatch, useAppSelector } from '../../app/hooks'
import { getConfig } from '../../config/runtimeConfig'
import { useCurrentLocale } from '../../i18n/useCurrentLocale'
import { ErrorState } from '../../shared/ui/ErrorState'
import { SkeletonGrid } from '../../shared/ui/Skeleton'
import { usePageTitle } from '../../shared/ui/usePageTitle'
import { apiErrorMessage } from '../../i18n/apiErrorMessage'
import { selectAreas } from './selectors'
import { fetchAreas } from './thunks'
import { DestinationTabs } from './DestinationTabs'
import './home.css'

export default function HomePage() {
  const { t } = useTranslation(['home', 'common'])
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const currency = useAppSelector(selectCurrency)
  const areas = useAppSelector(selectAreas)
  const product = getConfig().productName
  usePageTitle(t('home:title', { product }), product)

  useEffect(() => {
    void dispatch(fetchAreas())
  }, [dispatch])

  return (
    <div className="home">
      <section className="hero">
        <div className="hero__inner">
          <h1>{t('home:hero.title')}</h1>
          <p className="hero__subtitle">{t('home:hero.subtitle', { product })}</p>
        </div>
      </section>
      <section className="page" aria-labelledby="destinations-title">
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
          <DestinationTabs areas={areas.data} locale={locale} currency={currency} />
        ) : (
          <SkeletonGrid count={12} label={t('home:destinations.loading')} />
        )}
      </section>
    </div>
  )
}

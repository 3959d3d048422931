import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ERROR_CODES } from '../../../api/contract/envelope'
import { selectCurrency, useAppDispatch, useAppSelector } from '../../../app/hooks'
import { getConfig } from '../../../config/runtimeConfig'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { shareImageFor } from '../../../shared/lib/shareImage'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { formatPriceFromUsd } from '../../../shared/lib/money'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { SkeletonGrid } from '../../../shared/ui/Skeleton'
import { useMetaDescription } from '../../../shared/ui/useMetaDescription'
import { usePageTitle } from '../../../shared/ui/usePageTitle'
import { areaWords } from '../../../i18n/areaName'
import { NotFoundSection } from '../plan/NotFoundSection'
import { planTitle } from '../plan/planText'
import { selectAreaPackages, selectReviews } from '../selectors'
import { breadcrumbList, planProduct } from '../structuredData'
import { useJsonLd } from '../../../shared/ui/useJsonLd'
import { fetchAreaPackages } from '../thunks'
import { AreaPlans } from './AreaPlans'
import '../plan/plan.css'
import './area.css'
import { AreaMark } from '../../../shared/ui/AreaMark'
import { StoreRating } from '../StoreRating'
import { CoveringPlans, LookalikeNote } from './AreaNeighbours'

/** /{area} and /{area}/{dataplan}: one destination's plans (SPEC 2.2). */
export default function AreaPage() {
  const { area: slug = '', dataplan } = useParams()
  const { t } = useTranslation(['plan', 'common'])
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const currency = useAppSelector(selectCurrency)
  const loadable = useAppSelector(selectAreaPackages(slug))
  const { productName: product, siteUrl } = getConfig()

  useEffect(() => {
    void dispatch(fetchAreaPackages(slug))
  }, [dispatch, slug])

  const data = loadable?.status === 'succeeded' ? loadable.data : null
  const urlPlan = dataplan ? data?.packages.find((pkg) => pkg.packageId === dataplan) : undefined
  const notFound =
    (loadable?.status === 'failed' && loadable.error?.code === ERROR_CODES.notFound) ||
    (data !== null && dataplan !== undefined && !urlPlan)
  const words = data ? areaWords(data.area, locale, t) : { area: '' }
  const areaName = words.area
  const fromPrice = data ? formatPriceFromUsd(data.area.fromPriceUsd, currency, locale) : ''

  // A plan's own URL (/{area}/{dataplan}) is its own search result: its own title and text.
  const planName = urlPlan ? planTitle(urlPlan, t) : ''
  usePageTitle(
    notFound
      ? t('common:notFound.title')
      : urlPlan
        ? t('plan:detail.title', { ...words, plan: planName })
        : data
          ? t('plan:area.title', words)
          : t('plan:area.loading'),
    product,
  )
  useMetaDescription(
    data && !notFound
      ? urlPlan
        ? t('plan:detail.description', { ...words, plan: planName })
        : t('plan:area.description', { ...words, price: fromPrice })
      : '',
  )

  const reviews = useAppSelector(selectReviews(urlPlan?.packageId ?? ''))?.data
  const areaPath = localePath(`/${slug}`, locale)
  const planPath = urlPlan ? `${areaPath}/${urlPlan.packageId}` : ''
  useJsonLd(
    'breadcrumbs',
    data && !notFound
      ? breadcrumbList(siteUrl, [
          { name: product, path: localePath('/', locale) },
          { name: areaName, path: areaPath },
          ...(urlPlan ? [{ name: planName, path: planPath }] : []),
        ])
      : null,
  )
  useJsonLd(
    'product',
    urlPlan && !notFound
      ? planProduct({
          siteUrl,
          path: planPath,
          name: t('plan:detail.title', { ...words, plan: planName }),
          description: t('plan:detail.description', { ...words, plan: planName }),
          pkg: urlPlan,
          brand: product,
          reviews,
          image: shareImageFor(planPath),
        })
      : null,
  )

  const backLink = (
    <p className="back-link">
      <Link to={localePath('/', locale)}>
        <span aria-hidden="true">← </span>
        {t('plan:area.allDestinations')}
      </Link>
    </p>
  )

  if (notFound) return <NotFoundSection />
  if (loadable?.status === 'failed') {
    // What failed and where to go instead: a heading to land on, a retry, a way back.
    return (
      <div className="page area-page">
        {backLink}
        <h1>{t('plan:area.loadFailed')}</h1>
        <ErrorState
          message={apiErrorMessage(loadable.error, t)}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void dispatch(fetchAreaPackages(slug))}
        />
      </div>
    )
  }
  if (!data) {
    return (
      <div className="page area-page">
        <div className="area-page__skeleton-title" aria-hidden="true" />
        <SkeletonGrid count={6} label={t('plan:area.loading')} />
      </div>
    )
  }

  const { area } = data
  return (
    <div className="page area-page">
      {backLink}
      <header className="area-page__header">
        <AreaMark code={area.code} kind={area.type} size="xl" />
        <div>
          <h1 className="area-page__title">{t('plan:area.heading', words)}</h1>
          <p className="area-page__lead">
            {area.type === 'COUNTRY'
              ? t('plan:area.lead', { ...words, price: fromPrice })
              : t('plan:area.leadRegion', {
                  count: area.countryCodes.length,
                  price: fromPrice,
                })}
          </p>
          <StoreRating areaId={area.areaId} locale={locale} className="area-page__rating" />
          <LookalikeNote area={area} locale={locale} />
        </div>
      </header>
      <AreaPlans area={area} packages={data.packages} urlPlan={urlPlan} />
      <CoveringPlans area={area} locale={locale} />
    </div>
  )
}

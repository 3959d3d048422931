import { useEffect, useMemo } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { getConfig } from '../../../config/runtimeConfig'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { areaWords } from '../../../i18n/areaName'
import { shareImageFor } from '../../../shared/lib/shareImage'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { SkeletonGrid } from '../../../shared/ui/Skeleton'
import { useMetaDescription } from '../../../shared/ui/useMetaDescription'
import { usePageTitle } from '../../../shared/ui/usePageTitle'
import { NotFoundSection } from '../plan/NotFoundSection'
import { planTitle } from '../plan/planText'
import { selectCrossAreaList, selectReviews } from '../selectors'
import { breadcrumbList, planProduct } from '../structuredData'
import { useJsonLd } from '../../../shared/ui/useJsonLd'
import { fetchCrossAreaList } from '../thunks'
import { callTextOrder } from '../listOrder'
import { completeEntry } from '../revalidate'
import { CallTextCard } from './CallTextCard'
import { CompatibilityLink } from '../devices/CompatibilityLink'
import { CallTextDetail } from './CallTextDetail'
import { ShowAllOffers } from './ShowAllOffers'
import { DestinationFilter } from './DestinationFilter'
import '../plan/plan.css'
import './offers.css'

/**
 * /esim-call-text and /esim-call-text/:dataplan: every plan with a local number, filterable by
 * destination (?area=slug, so Back and shared links keep the filter); a plan's id in the path
 * opens it in full.
 */
export default function CallTextPage() {
  const { dataplan } = useParams()
  const [searchParams, setSearchParams] = useSearchParams()
  const filter = searchParams.get('area') ?? ''
  const { t } = useTranslation(['plan', 'common'])
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const list = useAppSelector(selectCrossAreaList('callText'))
  const { productName: product, siteUrl } = getConfig()

  useEffect(() => {
    void dispatch(fetchCrossAreaList('callText'))
  }, [dispatch])

  const items = useMemo(
    () => (list.data ? callTextOrder(list.data, locale, t) : []),
    [list.data, locale, t],
  )
  const destinations = useMemo(
    () => [...new Map(items.map((item) => [item.area.slug, item.name] as const))],
    [items],
  )

  const selected = dataplan ? items.find((item) => item.pkg.packageId === dataplan) : undefined
  const notFound = list.status === 'succeeded' && dataplan !== undefined && !selected
  const query = filter ? `?${new URLSearchParams({ area: filter })}` : ''
  const planPath = (packageId: string) =>
    `${localePath(`/esim-call-text/${packageId}`, locale)}${query}`

  usePageTitle(
    notFound
      ? t('common:notFound.title')
      : selected
        ? t('plan:callText.planTitle', {
            ...areaWords(selected.area, locale, t),
            plan: planTitle(selected.pkg, t),
          })
        : t('plan:callText.title'),
    product,
  )
  useMetaDescription(t('plan:callText.description'))

  const reviews = useAppSelector(selectReviews(selected?.pkg.packageId ?? ''))?.data
  const listPath = localePath('/esim-call-text', locale)
  const selectedPath = selected ? `${listPath}/${selected.pkg.packageId}` : ''
  const selectedName = selected
    ? t('plan:callText.planTitle', {
        ...areaWords(selected.area, locale, t),
        plan: planTitle(selected.pkg, t),
      })
    : ''
  useJsonLd(
    'breadcrumbs',
    list.status === 'succeeded' && !notFound
      ? breadcrumbList(siteUrl, [
          { name: product, path: localePath('/', locale) },
          { name: t('plan:callText.heading'), path: listPath },
          ...(selected ? [{ name: selectedName, path: selectedPath }] : []),
        ])
      : null,
  )
  useJsonLd(
    'product',
    selected
      ? planProduct({
          siteUrl,
          path: selectedPath,
          name: selectedName,
          description: t('plan:callText.description'),
          pkg: selected.pkg,
          brand: product,
          reviews,
          image: shareImageFor(selectedPath),
        })
      : null,
  )

  if (notFound) return <NotFoundSection />
  if (selected) {
    return (
      <div className="page offers-page">
        <CallTextDetail
          area={selected.area}
          pkg={selected.pkg}
          backTo={`${localePath('/esim-call-text', locale)}${query}`}
          others={items
            .filter((item) => item.area.areaId === selected.area.areaId && item !== selected)
            .map((item) => ({ pkg: item.pkg, to: planPath(item.pkg.packageId) }))}
        />
      </div>
    )
  }

  const shown = filter ? items.filter((item) => item.area.slug === filter) : items
  const chooseFilter = (slug: string) => {
    // The page arrived with the first plans only: a destination's plans may be among the rest.
    if (list.partial) void dispatch(completeEntry({ kind: 'crossAreaList', list: 'callText' }))
    setSearchParams(slug ? { area: slug } : {}, { replace: true, preventScrollReset: true })
  }

  return (
    <div className="page offers-page">
      <header className="offers-hero">
        <h1 id="call-text-title">{t('plan:callText.heading')}</h1>
        <p className="offers-hero__lead">{t('plan:callText.lead')}</p>
      </header>
      {list.status === 'failed' ? (
        <ErrorState
          message={apiErrorMessage(list.error, t)}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void dispatch(fetchCrossAreaList('callText'))}
        />
      ) : list.status !== 'succeeded' ? (
        <SkeletonGrid count={6} label={t('plan:callText.loading')} />
      ) : (
        <>
          <div className="offers-toolbar">
            <DestinationFilter options={destinations} value={filter} onChange={chooseFilter} />
            <div className="offers-toolbar__end">
              <p className="offers-toolbar__count" role="status">
                {t('plan:callText.count', {
                  count: !filter && list.partial ? list.partial.plans : shown.length,
                })}
              </p>
              <CompatibilityLink />
            </div>
          </div>
          {shown.length === 0 ? (
            <p className="ui-state">{t('plan:callText.empty')}</p>
          ) : (
            <>
              <ul className="offer-grid" aria-labelledby="call-text-title">
                {shown.map(({ area, pkg }, position) => (
                  <CallTextCard
                    key={pkg.packageId}
                    area={area}
                    pkg={pkg}
                    to={planPath(pkg.packageId)}
                    position={position}
                  />
                ))}
              </ul>
              {list.partial && !filter && (
                <ShowAllOffers list="callText" total={list.partial.plans ?? shown.length} />
              )}
            </>
          )}
        </>
      )}
    </div>
  )
}

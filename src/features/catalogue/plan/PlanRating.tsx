import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { selectReviews } from '../selectors'
import { fetchReviews } from '../thunks'
import { REVIEWS_PAGE_SIZE } from './ReviewsSection'
import { Stars } from './Stars'
import { formatNumber } from '../../../shared/lib/localeFormat'

/**
 * The plan's review score and count from the reviews API (SPEC 7.2), beside its price: the
 * first thing a shopper new to the store looks for. Nothing shows until there are reviews.
 * `load`: fetch the first page here (the plan detail page's reviews section fetches it itself).
 * `href`: where the full reviews are on this page.
 */
export function PlanRating({
  packageId,
  load,
  href,
}: {
  packageId: string
  load: boolean
  href?: string
}) {
  const { t } = useTranslation('plan')
  const locale = useCurrentLocale()
  const dispatch = useAppDispatch()
  const reviews = useAppSelector(selectReviews(packageId))
  const known = reviews !== undefined
  useEffect(() => {
    if (load && !known)
      void dispatch(
        fetchReviews({
          target: { packageId },
          pageNum: 1,
          pageSize: REVIEWS_PAGE_SIZE,
        }),
      )
  }, [load, known, packageId, dispatch, locale])

  const page = reviews?.data
  // While the score loads, its line is kept, so the facts below do not jump when it arrives.
  if (!page && reviews?.status !== 'failed')
    return <p className="plan-rating plan-rating--loading" aria-hidden="true" />
  if (!page || page.total === 0 || page.averageRating === null) return null
  const rating = formatNumber(page.averageRating, locale, 1)
  const content = (
    <>
      <Stars value={page.averageRating} />
      <span aria-hidden="true">
        <strong>{rating}</strong> · {t('rating.count', { count: page.total })}
      </span>
      <span className="visually-hidden">{t('rating.label', { rating, count: page.total })}</span>
    </>
  )
  return <p className="plan-rating">{href ? <a href={href}>{content}</a> : content}</p>
}

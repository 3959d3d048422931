import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import type { LocaleCode } from '../../i18n/locales'
import { Stars } from './plan/Stars'
import { selectReviews } from './selectors'
import { fetchReviews, reviewsKey, type ReviewTarget } from './thunks'
import { formatNumber } from '../../shared/lib/localeFormat'

/**
 * What a shopper new to the store looks for first (issue 36.3): the score and the number of
 * reviews, from the reviews API (SPEC 7.2), of the whole store or of one destination's plans.
 * The build renders it into the page; nothing shows while there are no reviews.
 */
export function StoreRating({
  areaId,
  locale,
  className,
}: {
  /** One destination's plans; the whole store without it. */
  areaId?: string
  locale: LocaleCode
  className: string
}) {
  const { t } = useTranslation('common')
  const dispatch = useAppDispatch()
  const target: ReviewTarget = areaId ? { areaId } : 'store'
  const reviews = useAppSelector(selectReviews(reviewsKey(target)))
  const known = reviews !== undefined
  useEffect(() => {
    if (known) return
    const target: ReviewTarget = areaId ? { areaId } : 'store'
    void dispatch(fetchReviews({ target, pageNum: 1, pageSize: 1 }))
  }, [known, areaId, locale, dispatch])

  const page = reviews?.data
  if (!page || page.total === 0 || page.averageRating === null) return null
  const rating = formatNumber(page.averageRating, locale, 1)
  const count = formatNumber(page.total, locale)
  return (
    <p className={className}>
      <Stars value={page.averageRating} />
      <span>{t('rating.summary', { rating, count: page.total, total: count })}</span>
    </p>
  )
}

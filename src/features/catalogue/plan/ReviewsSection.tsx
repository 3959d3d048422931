import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { SkeletonGrid } from '../../../shared/ui/Skeleton'
import { selectReviews } from '../selectors'
import { fetchReviews } from '../thunks'
import { ReviewItem } from './ReviewItem'
import { Stars } from './Stars'
import { formatNumber } from '../../../shared/lib/localeFormat'

/** Five a page: enough to judge a plan, short enough to reach "Buy now" again on a phone. */
export const REVIEWS_PAGE_SIZE = 5

/**
 * A plan's reviews, newest first, a page at a time. The pager keeps its buttons focusable at
 * the ends (aria-disabled) so keyboard focus never falls back to the page top.
 */
export function ReviewsSection({ packageId, area }: { packageId: string; area: string }) {
  const { t } = useTranslation(['plan', 'common'])
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const [pageNum, setPageNum] = useState(1)
  const reviews = useAppSelector(selectReviews(packageId))

  const load = useCallback(
    () =>
      dispatch(
        fetchReviews({
          target: { packageId },
          pageNum,
          pageSize: REVIEWS_PAGE_SIZE,
        }),
      ),
    [dispatch, packageId, pageNum],
  )
  useEffect(() => {
    void load()
  }, [load])

  const page = reviews?.data ?? null
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1
  const failed = reviews?.status === 'failed'
  const retry = (
    <ErrorState
      message={apiErrorMessage(reviews?.error, t)}
      retryLabel={t('common:actions.retry')}
      onRetry={() => void load()}
    />
  )

  return (
    <section
      className="surface plan-reviews"
      aria-labelledby="plan-reviews-title"
      aria-busy={reviews?.status === 'pending'}
    >
      <h2 id="plan-reviews-title">{t('plan:reviews.title')}</h2>
      {!page ? (
        failed ? (
          retry
        ) : (
          <SkeletonGrid count={3} label={t('plan:reviews.loading')} />
        )
      ) : page.total === 0 || page.averageRating === null ? (
        <p className="plan-reviews__empty">{t('plan:reviews.empty')}</p>
      ) : (
        <>
          <p className="plan-reviews__summary">
            <Stars value={page.averageRating} />
            <strong>
              {t('plan:reviews.average', { rating: formatNumber(page.averageRating, locale, 1) })}
            </strong>
            <span>{t('plan:reviews.count', { count: page.total })}</span>
          </p>
          <ol className="plan-reviews__list">
            {page.list.map((review) => (
              <ReviewItem key={review.reviewId} review={review} area={area} />
            ))}
          </ol>
          {failed && retry}
          {pages > 1 && (
            <nav className="pager" aria-label={t('plan:reviews.pagesLabel')}>
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={pageNum <= 1}
                onClick={() => pageNum > 1 && setPageNum(pageNum - 1)}
              >
                {t('plan:reviews.previous')}
              </button>
              <span className="pager__status" role="status">
                {t('plan:reviews.page', { page: page.pageNum, pages })}
              </span>
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={pageNum >= pages}
                onClick={() => pageNum < pages && setPageNum(pageNum + 1)}
              >
                {t('plan:reviews.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  )
}

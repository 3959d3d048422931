import { useTranslation } from 'react-i18next'
import type { ReviewDto } from '../../../api/contract/promo'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { formatDate } from '../../../shared/lib/localeFormat'
import { Words } from '../../../shared/ui/Words'
import { Stars } from './Stars'

/**
 * One review, signed as what the store knows of its writer: a traveller who bought a plan for
 * this destination (issue 36.3). The masked address the API sends is no name to show.
 */
export function ReviewItem({ review, area }: { review: ReviewDto; area: string }) {
  const { t } = useTranslation('plan')
  const locale = useCurrentLocale()
  // In UTC, as the build writes it: the day a review was written, wherever it is read.
  const date = formatDate(review.createdAt, locale, 'UTC')
  return (
    <li className="review">
      <div className="review__meta">
        <Stars value={review.rating} />
        <span className="visually-hidden">{t('reviews.rated', { rating: review.rating })}</span>
        <span className="review__author">{t('reviews.verified', { area })}</span>
        <time className="review__date" dateTime={review.createdAt}>
          {date}
        </time>
      </div>
      {review.text && (
        <p className="review__text" lang={review.lang ?? undefined}>
          <Words text={review.text} locale={review.lang ?? undefined} />
        </p>
      )}
    </li>
  )
}

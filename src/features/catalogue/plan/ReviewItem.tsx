import { useTranslation } from 'react-i18next'
import type { ReviewDto } from '../../../api/contract/promo'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { dateLocale } from '../../../shared/lib/localeFormat'
import { Stars } from './Stars'

/**
 * One review, signed as what the store knows of its writer: a traveller who bought a plan for
 * this destination (issue 36.3). The masked address the API sends is no name to show.
 */
export function ReviewItem({ review, area }: { review: ReviewDto; area: string }) {
  const { t } = useTranslation('plan')
  const locale = useCurrentLocale()
  const date = new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'medium' }).format(
    new Date(review.createdAt),
  )
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
          {review.text}
        </p>
      )}
    </li>
  )
}

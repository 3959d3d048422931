import { useId } from 'react'
import type { ReviewRating } from '../../../api/contract/promo'

const RATINGS: readonly ReviewRating[] = [1, 2, 3, 4, 5]

/**
 * 1 to 5 stars as a native radio group: arrows move and choose, each star is named ("4 stars"),
 * and the stars up to the chosen one fill in. The inputs stay focusable under the drawn stars.
 */
export function StarRating({
  legend,
  value,
  onChange,
  starLabel,
  error,
}: {
  legend: string
  value: ReviewRating | null
  onChange: (rating: ReviewRating) => void
  starLabel: (rating: ReviewRating) => string
  error?: string
}) {
  const name = useId()
  return (
    <fieldset
      className="star-rating"
      aria-describedby={error ? `${name}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="star-rating__stars">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className={`star-rating__star${value !== null && rating <= value ? ' star-rating__star--on' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="star-rating__input"
            />
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z" />
            </svg>
            <span className="visually-hidden">{starLabel(rating)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}

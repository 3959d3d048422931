import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderDto } from '../../../api/contract/order'
import type { ReviewRating } from '../../../api/contract/promo'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { toastRequested } from '../../../shared/events'
import { Dialog } from '../../../shared/ui/Dialog'
import { FormError, SubmitButton } from '../../../shared/ui/FormControls'
import { TextAreaField } from '../../../shared/ui/TextAreaField'
import { selectIsMobile } from '../orders/selectors'
import { submitReview } from '../orders/thunks'
import { StarRating } from './StarRating'
import './review.css'

/** The server's limit (docs/api.md 5), shown as a live count so nobody types in vain. */
export const REVIEW_MAX_LENGTH = 1000

/** Stars and an optional text for one order; one review per order, so success closes it. */
export function ReviewDialog({
  order,
  title,
  onClose,
}: {
  order: OrderDto
  /** "Review your Japan eSIM", made by the page that knows the destination's local name. */
  title: string
  onClose: () => void
}) {
  const { t } = useTranslation(['orders', 'common'])
  const dispatch = useAppDispatch()
  const mobile = useAppSelector(selectIsMobile)
  const [rating, setRating] = useState<ReviewRating | null>(null)
  const [text, setText] = useState('')
  const [errors, setErrors] = useState<{ rating?: string; form?: string }>({})
  const [pending, setPending] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    if (rating === null) {
      setErrors({ rating: t('orders:review.ratingRequired') })
      return
    }
    setPending(true)
    const result = await dispatch(
      submitReview({ orderId: order.orderId, rating, text: text.trim() }),
    )
    setPending(false)
    if (submitReview.fulfilled.match(result)) {
      dispatch(toastRequested(t('orders:review.thanks')))
      onClose()
    } else {
      setErrors({ form: apiErrorMessage(result.payload, t) })
    }
  }

  return (
    <Dialog
      open
      sheet={mobile}
      title={title}
      closeLabel={t('common:actions.close')}
      onClose={onClose}
    >
      <form className="review-form" noValidate onSubmit={onSubmit}>
        <StarRating
          legend={t('orders:review.ratingLegend')}
          value={rating}
          onChange={(value) => {
            setRating(value)
            setErrors({})
          }}
          starLabel={(value) => t('orders:review.stars', { count: value })}
          error={errors.rating}
        />
        <TextAreaField
          label={t('orders:review.textLabel')}
          rows={4}
          maxLength={REVIEW_MAX_LENGTH}
          value={text}
          note={t('orders:review.length', { length: text.length, max: REVIEW_MAX_LENGTH })}
          noteDescribes
          onChange={(event) => setText(event.target.value)}
        />
        <FormError message={errors.form} />
        <SubmitButton
          pending={pending}
          label={t('orders:review.submit')}
          pendingLabel={t('orders:review.submitting')}
        />
      </form>
    </Dialog>
  )
}

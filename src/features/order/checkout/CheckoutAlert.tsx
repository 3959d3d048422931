import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { SerializedApiError } from '../../../api/errors'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { NO_PLAN_CODE, type Decline } from './checkoutTypes'

/**
 * Why the last try did not go through: a request error (RT_NOBEL_ERROR_10031 reads 'Payment is
 * unavailable, please contact customer service.') or the provider's decline. Focusable, so
 * the page can move a keyboard user to it.
 */
export function CheckoutAlert({
  error,
  decline,
  ref,
}: {
  error: SerializedApiError | null
  decline: Decline | null
  ref?: Ref<HTMLDivElement>
}) {
  const { t } = useTranslation(['checkout', 'common'])
  let title = ''
  let text = ''
  if (error?.code === NO_PLAN_CODE) {
    title = t('empty.title')
    text = t('empty.text')
  } else if (error) {
    title = t('pay.errorTitle')
    text = apiErrorMessage(error, t)
  } else if (decline?.outcome === 'CANCELLED') {
    title = t('pay.cancelledTitle')
    text = t('pay.cancelledText')
  } else if (decline) {
    title = t('pay.declinedTitle')
    text = decline.reason
      ? t('pay.declinedReason', { reason: decline.reason })
      : t('pay.declinedText')
  }
  return (
    <div ref={ref} tabIndex={-1} className="checkout-alert" role="alert">
      {title && (
        <>
          <p className="checkout-alert__title">{title}</p>
          <p>{text}</p>
          {!error && <p>{t('pay.notCharged')}</p>}
        </>
      )}
    </div>
  )
}

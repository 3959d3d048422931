import { useRef, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import { useAppDispatch } from '../../../app/hooks'
import type { AdyenJsonDto } from '../../../api/contract/order'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import type { ChallengeResult } from '../payment/paymentData'
import { transitPathFor } from '../payment/transitHandoff'
import type { PayOutcome } from './checkoutTypes'
import { answerChallenge, submitPayment } from './checkoutThunks'
import { resultPath } from './resultUrl'

export interface PayRequest {
  methodId: number
  /** Card data (the test form's, or Adyen's encrypted state) for same-page methods. */
  paymentData?: AdyenJsonDto
  /** The shopper changed the card details since the last Pay: a new intent, a new key. */
  detailsChanged: boolean
}

/**
 * Pay and the challenge answer, with what follows them: the result page, the provider's page
 * through /transit, or the alert taking focus. One request at a time (the in-flight guard
 * stands in front of the thunk's own `condition`, for the moment before React re-renders).
 */
export function usePayActions(orderId: string | null, alertRef: RefObject<HTMLElement | null>) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const locale = useCurrentLocale()
  const inFlight = useRef(false)

  const follow = (outcome: PayOutcome) => {
    if (outcome.kind === 'succeeded' || outcome.kind === 'pending') {
      void navigate(resultPath('/payment-success', outcome, locale))
    } else if (outcome.kind === 'redirect') {
      void navigate(transitPathFor({ ...outcome, purpose: 'ORDER' }, locale))
    } else if (outcome.kind === 'failed') {
      alertRef.current?.focus()
    }
  }

  const pay = async ({ methodId, paymentData, detailsChanged }: PayRequest) => {
    if (inFlight.current) return null
    inFlight.current = true
    const sameDetails = paymentData === undefined || !detailsChanged
    const action = await dispatch(submitPayment({ methodId, orderId, paymentData, sameDetails }))
    inFlight.current = false
    if (submitPayment.fulfilled.match(action)) {
      follow(action.payload)
      return action.payload
    }
    if (!action.meta.condition) alertRef.current?.focus()
    return null
  }

  const answer = async (
    answer: AdyenJsonDto | { mockResult: ChallengeResult },
  ): Promise<PayOutcome | null> => {
    const action = await dispatch(answerChallenge({ answer, orderId }))
    if (!answerChallenge.fulfilled.match(action)) return null
    follow(action.payload)
    return action.payload
  }

  return { pay, answer, inFlight }
}

import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { resultWatchStarted } from '../checkout/checkoutSlice'
import { checkPaymentResult } from '../checkout/resultThunks'
import { refKey, type PaymentRef } from '../checkout/checkoutTypes'
import { selectPaymentResult } from '../checkout/selectors'

/** The first check at once, then 1 s, 1.5 s, 2 s, 2.5 s and 3 s apart. */
export function checkDelayMs(checksDone: number): number {
  return checksDone === 0 ? 0 : Math.min(3000, 1000 + (checksDone - 1) * 500)
}

/**
 * Asks how the payment went until the answer is final, the limit is reached (the slice counts)
 * or a request fails; "check again" starts a new round. Leaving the page stops it.
 */
export function useResultPolling(ref: PaymentRef | null) {
  const dispatch = useAppDispatch()
  const result = useAppSelector(selectPaymentResult)
  const key = ref ? refKey(ref) : ''
  const paymentId = ref?.paymentId ?? null
  const orderId = ref?.orderId ?? null

  useEffect(() => {
    if (key) dispatch(resultWatchStarted(key))
  }, [dispatch, key])

  const watching = key !== '' && result.ref === key
  const final = result.payment !== null && result.payment.status !== 'PENDING'
  const stopped = !watching || final || result.limitReached || result.error !== null
  useEffect(() => {
    if (stopped) return
    const timer = window.setTimeout(() => {
      void dispatch(checkPaymentResult({ ref: { paymentId, orderId }, key }))
    }, checkDelayMs(result.checks))
    return () => window.clearTimeout(timer)
  }, [dispatch, stopped, result.checks, key, paymentId, orderId])

  return { result: watching ? result : null }
}

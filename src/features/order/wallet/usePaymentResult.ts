import { useEffect, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { selectPaymentResult } from './selectors'
import { watchPaymentResult } from './walletThunks'
import type { WalletFlow } from './walletTypes'

export interface ResultRoutes {
  success: string
  fail: string
}

/**
 * Watches the payment named in `?paymentId=` until it is final, and moves to the other result
 * page when the outcome is not the one this page was opened for (a provider returns to one URL).
 */
export function usePaymentResult(
  flow: WalletFlow,
  expected: 'success' | 'fail',
  routes: ResultRoutes,
) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const locale = useCurrentLocale()
  const [params] = useSearchParams()
  const paymentId = params.get('paymentId') ?? ''
  const result = useAppSelector(selectPaymentResult)
  const mine = result.flow === flow && result.paymentId === paymentId

  // The running watch, so leaving the page stops it (a retry starts a new one).
  const watch = useRef<{ abort: () => void } | null>(null)
  useEffect(() => {
    if (!paymentId) return
    watch.current = dispatch(watchPaymentResult({ flow, paymentId }))
    return () => watch.current?.abort()
  }, [flow, paymentId, dispatch])

  const outcome = mine && result.status === 'final' ? result.answer?.status : undefined
  const actual = outcome === undefined ? undefined : outcome === 'SUCCEEDED' ? 'success' : 'fail'
  useEffect(() => {
    if (actual && actual !== expected) {
      const path = actual === 'success' ? routes.success : routes.fail
      void navigate(`${localePath(path, locale)}?paymentId=${encodeURIComponent(paymentId)}`, {
        replace: true,
      })
    }
  }, [actual, expected, routes, locale, paymentId, navigate])

  const retry = () => {
    watch.current?.abort()
    watch.current = dispatch(watchPaymentResult({ flow, paymentId }))
  }
  return { paymentId, result: mine ? result : null, actual, retry }
}

import { useEffect, useState, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '../../../app/hooks'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { tabLockHeld, whenTabLockFree } from '../../../shared/lib/tabLock'
import { ordersHref } from '../orders/ordersUrl'
import { transitPathFor } from '../payment/transitHandoff'
import { payLockOf, type CheckoutAttempt } from './attempt'
import { checkSentPayment } from './checkoutThunks'

type CheckState = 'waiting' | 'checking' | 'pending' | 'error'

/**
 * /topay for a checkout whose last pay request went out from another tab, or before a reload or
 * Back: never a live Pay until its outcome is known. While a tab is paying it, this waits for
 * that tab; then it asks the server once. Paid or declined, the shared attempt changes and the
 * page redraws as the paid notice or the checkout with the decline. Still pending (a provider
 * page left open, a bank that has not answered), it says so above the checkout (`children`),
 * where paying again continues the same order under the same key.
 */
export function PaymentCheck({
  attempt,
  children,
}: {
  attempt: CheckoutAttempt
  children: ReactNode
}) {
  const { t } = useTranslation('checkout')
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const locale = useCurrentLocale()
  const [state, setState] = useState<CheckState>('checking')
  const [round, setRound] = useState(0)
  const { intent } = attempt

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    void (async () => {
      const lock = payLockOf(intent)
      if (await tabLockHeld(lock)) {
        setState('waiting')
        await whenTabLockFree(lock, signal)
      }
      if (signal.aborted) return
      setState('checking')
      const action = await dispatch(checkSentPayment(intent))
      if (signal.aborted) return
      if (checkSentPayment.rejected.match(action)) setState('error')
      else if (action.payload.status === 'PENDING') setState('pending')
    })()
    return () => controller.abort()
  }, [dispatch, intent, round])

  const toOrders = (
    <Link className="button button--secondary" to={ordersHref(locale, 'CURRENT')}>
      {t('paid.toOrders')}
    </Link>
  )
  const checkAgain = (emphasis: 'primary' | 'secondary') => (
    <button
      type="button"
      className={`button button--${emphasis}`}
      onClick={() => setRound(round + 1)}
    >
      {t('check.again')}
    </button>
  )

  if (state === 'waiting' || state === 'checking') {
    return (
      <div className="checkout-notice checkout-notice--busy" role="status">
        <span className="spinner" aria-hidden="true" />
        <p className="checkout-notice__title">
          {state === 'waiting' ? t('check.waitingTitle') : t('check.checkingTitle')}
        </p>
        <p>{state === 'waiting' ? t('check.waitingText') : t('check.checkingText')}</p>
      </div>
    )
  }
  if (state === 'error') {
    return (
      <div className="checkout-notice" role="alert">
        <p className="checkout-notice__title">{t('check.errorTitle')}</p>
        <p>{t('check.errorText')}</p>
        <div className="checkout-notice__actions">
          {checkAgain('primary')}
          {toOrders}
        </div>
      </div>
    )
  }
  const { paymentId, redirectUrl, provider } = attempt
  return (
    <>
      <div className="checkout-notice" role="status">
        <p className="checkout-notice__title">{t('check.pendingTitle')}</p>
        <p>{t('check.pendingText')}</p>
        <div className="checkout-notice__actions">
          {redirectUrl && paymentId && (
            <button
              type="button"
              className="button button--primary"
              onClick={() =>
                void navigate(
                  transitPathFor(
                    { paymentId, url: redirectUrl, provider: provider ?? '', purpose: 'ORDER' },
                    locale,
                  ),
                )
              }
            >
              {t('check.continue')}
            </button>
          )}
          {checkAgain('secondary')}
          {toOrders}
        </div>
      </div>
      {children}
    </>
  )
}

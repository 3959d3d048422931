import { useEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdyenJsonDto, AdyenPayParamDto } from '../../../api/contract/order'
import { getConfig } from '../../../config/runtimeConfig'
import type { PayOutcome } from '../checkout/checkoutTypes'
import { loadAdyenWeb, type AdyenActions, type AdyenDropinElement } from './adyenWeb'

export interface DropinController {
  submit: () => void
}

export interface AdyenDropinProps {
  params: AdyenPayParamDto
  /** The Pay button of the checkout drives the component through this (showPayButton is off). */
  controller: RefObject<DropinController | null>
  /** Sends the component's state data; resolves with what happened, null when the call failed. */
  onSubmit: (data: AdyenJsonDto) => Promise<PayOutcome | null>
  /** Sends the 3-D Secure (or other action) details back the same way. */
  onDetails: (data: AdyenJsonDto) => Promise<PayOutcome | null>
}

/** Tells the component how our answer ended, so it shows its own result or stays ready. */
function answer(outcome: PayOutcome | null, actions: AdyenActions) {
  if (!outcome || outcome.kind === 'failed') actions.reject()
  else if (outcome.kind === 'challenge') {
    actions.resolve({ resultCode: 'ChallengeShopper', action: outcome.action })
  } else if (outcome.kind === 'succeeded') actions.resolve({ resultCode: 'Authorised' })
  else actions.resolve({ resultCode: 'Pending' })
}

/**
 * Live builds: Adyen's Drop-in with the payment's parameters (/v1/get/payparam/adyen-pay), the
 * client key and environment of the runtime configuration. Card data goes from Adyen's fields to
 * Adyen, encrypted; this page only passes the encrypted state on to our API.
 */
export default function AdyenDropin({ params, controller, onSubmit, onDetails }: AdyenDropinProps) {
  const { t } = useTranslation('checkout')
  const target = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [attempt, setAttempt] = useState(0)
  // The latest callbacks, without re-mounting the component when the page re-renders.
  const handlers = useRef({ onSubmit, onDetails })
  useEffect(() => {
    handlers.current = { onSubmit, onDetails }
  })

  useEffect(() => {
    let dropin: AdyenDropinElement | null = null
    let cancelled = false
    const { adyenClientKey, adyenEnvironment } = getConfig()
    loadAdyenWeb(adyenEnvironment)
      .then(async ({ AdyenCheckout, Dropin }) => {
        const checkout = await AdyenCheckout({
          clientKey: adyenClientKey,
          environment: adyenEnvironment,
          amount: params.amount,
          countryCode: params.countryCode,
          locale: params.shopperLocale,
          paymentMethodsResponse: params.paymentMethodsResponse,
          onSubmit: async (
            state: { data: AdyenJsonDto },
            _component: unknown,
            actions: AdyenActions,
          ) => answer(await handlers.current.onSubmit(state.data), actions),
          onAdditionalDetails: async (
            state: { data: AdyenJsonDto },
            _component: unknown,
            actions: AdyenActions,
          ) => answer(await handlers.current.onDetails(state.data), actions),
        })
        if (cancelled || !target.current) return
        dropin = new Dropin(checkout, { showPayButton: false }).mount(target.current)
        controller.current = { submit: () => dropin?.submit() }
        setStatus('ready')
      })
      .catch(() => {
        if (!cancelled) setStatus('failed')
      })
    return () => {
      cancelled = true
      controller.current = null
      dropin?.unmount()
    }
  }, [params, controller, attempt])

  return (
    <div className="adyen-dropin" aria-busy={status === 'loading'}>
      {status === 'loading' && (
        <p className="adyen-dropin__status" role="status">
          <span className="spinner" aria-hidden="true" /> {t('adyen.loading')}
        </p>
      )}
      {status === 'failed' && (
        <div className="ui-state ui-state--error" role="alert">
          <p>{t('adyen.failed')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setStatus('loading')
              setAttempt((value) => value + 1)
            }}
          >
            {t('common:actions.retry')}
          </button>
        </div>
      )}
      <div ref={target} hidden={status !== 'ready'} />
    </div>
  )
}

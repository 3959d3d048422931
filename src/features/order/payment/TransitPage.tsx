import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Trans, useTranslation } from 'react-i18next'
import { useAppDispatch } from '../../../app/hooks'
import { getConfig } from '../../../config/runtimeConfig'
import { findCurrency } from '../../../api/contract/currencies'
import type { SerializedApiError } from '../../../api/errors'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { formatPriceFromUsd } from '../../../shared/lib/money'
import { randomId } from '../../../shared/lib/randomId'
import { FormError } from '../../../shared/ui/FormControls'
import { usePageTitle } from '../../../shared/ui/usePageTitle'
import { resultPath } from '../checkout/resultUrl'
import { answerProvider, loadTransitPayment, type TransitPayment } from './transitThunks'
import {
  forgetProviderRedirect,
  providerRedirectFor,
  returnPathFrom,
  type TransitPurpose,
} from './transitHandoff'
import './payment.css'

const PURPOSES: readonly TransitPurpose[] = ['ORDER', 'TOPUP', 'CREDIT']

/**
 * /transit: on the way to the payment provider. Live builds follow the provider's URL that the
 * checkout handed over; mock builds show a stand-in for the provider's page (name, amount, Pay,
 * Cancel) and come back to the result page the way the provider would.
 */
export default function TransitPage() {
  const { t } = useTranslation(['checkout', 'common'])
  const [params] = useSearchParams()
  const paymentId = params.get('paymentId') ?? ''
  const purposeParam = params.get('purpose') as TransitPurpose | null
  const purpose = purposeParam && PURPOSES.includes(purposeParam) ? purposeParam : 'ORDER'
  const providerCode = (params.get('provider') ?? '').toUpperCase()
  const provider = providerCode
    ? t(`methods.kinds.${providerCode}`, { defaultValue: params.get('provider') ?? '' })
    : t('transit.theProvider')
  // "The payment provider" is a phrase with an article: Spanish and German contract it with the
  // preposition before it (al, zum), so those sentences have a form of their own (`_generic`).
  const named = { provider, context: providerCode ? undefined : 'generic' }
  usePageTitle(t('transit.title', named), getConfig().productName)

  if (!paymentId) return <TransitLost />
  if (!getConfig().mockApi) return <FollowProvider paymentId={paymentId} named={named} />
  return (
    <MockProvider
      paymentId={paymentId}
      purpose={purpose}
      provider={provider}
      returnUrl={params.get('returnUrl')}
    />
  )
}

function TransitLost() {
  const { t } = useTranslation('checkout')
  const locale = useCurrentLocale()
  return (
    <section className="page page--centred" aria-labelledby="transit-lost-title">
      <h1 id="transit-lost-title">{t('transit.lostTitle')}</h1>
      <p className="lead">{t('transit.lostText')}</p>
      <Link className="button button--primary" to={localePath('/topay', locale)}>
        {t('transit.backToCheckout')}
      </Link>
    </section>
  )
}

/** Live builds: straight on to the provider; the page only says where the shopper is going. */
function FollowProvider({
  paymentId,
  named,
}: {
  paymentId: string
  named: { provider: string; context: string | undefined }
}) {
  const { t } = useTranslation('checkout')
  const url = providerRedirectFor(paymentId)
  useEffect(() => {
    if (!url) return
    forgetProviderRedirect(paymentId)
    window.location.assign(url)
  }, [url, paymentId])
  if (!url) return <TransitLost />
  return (
    <section className="page page--centred" aria-labelledby="transit-title">
      <span className="spinner" aria-hidden="true" />
      <h1 id="transit-title">{t('transit.redirecting', named)}</h1>
      <p className="lead">
        <a href={url}>{t('transit.continueManually', named)}</a>
      </p>
    </section>
  )
}

interface MockProviderProps {
  paymentId: string
  purpose: TransitPurpose
  provider: string
  returnUrl: string | null
}

function MockProvider({ paymentId, purpose, provider, returnUrl }: MockProviderProps) {
  const { t } = useTranslation(['checkout', 'common'])
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const locale = useCurrentLocale()
  const [payment, setPayment] = useState<TransitPayment | null>(null)
  const [error, setError] = useState<SerializedApiError | null>(null)
  const [busy, setBusy] = useState<'AUTHORISED' | 'CANCELLED' | null>(null)
  const keys = useRef({ AUTHORISED: randomId(), CANCELLED: randomId() })

  useEffect(() => {
    let current = true
    void dispatch(loadTransitPayment({ paymentId, purpose })).then((action) => {
      if (!current) return
      if (loadTransitPayment.fulfilled.match(action)) setPayment(action.payload)
      else setError(action.payload ?? null)
    })
    return () => {
      current = false
    }
  }, [dispatch, paymentId, purpose])

  const answer = async (result: 'AUTHORISED' | 'CANCELLED') => {
    if (busy) return
    setBusy(result)
    setError(null)
    const fallback = resultPath(
      result === 'AUTHORISED' ? '/payment-success' : '/payment-fail',
      { paymentId },
      locale,
    )
    const action = await dispatch(
      answerProvider({
        paymentId,
        purpose,
        result,
        returnUrl: returnUrl ?? fallback,
        idempotencyKey: keys.current[result],
      }),
    )
    if (answerProvider.rejected.match(action)) {
      setBusy(null)
      setError(action.payload ?? null)
      return
    }
    forgetProviderRedirect(paymentId)
    const back = returnPathFrom(returnUrl, result === 'AUTHORISED' ? 'paid' : 'cancelled')
    void navigate(back ?? fallback, { replace: true })
  }

  const currency = payment ? (findCurrency(payment.currency) ?? { code: 'USD', rate: 1 }) : null
  const amount = payment && currency ? formatPriceFromUsd(payment.amountUsd, currency, locale) : ''
  const open = payment?.status === 'PENDING'

  return (
    <div className="page transit">
      <section className="transit__card" aria-labelledby="transit-title">
        <p className="transit__badge">{t('transit.testBadge')}</p>
        <h1 id="transit-title" className="transit__provider">
          {provider}
        </h1>
        {!payment && !error && (
          <p role="status">
            <span className="spinner" aria-hidden="true" /> {t('common:layout.loading')}
          </p>
        )}
        {payment && (
          <>
            <p className="transit__merchant">
              {t('transit.payTo', { merchant: getConfig().productName })}
            </p>
            <p className="transit__amount">{amount}</p>
            {!open && (
              <p role="status">
                <Trans
                  t={t}
                  i18nKey="transit.alreadyAnswered"
                  components={{
                    result: (
                      <Link
                        to={
                          returnPathFrom(returnUrl, 'paid') ??
                          resultPath('/payment-success', { paymentId }, locale)
                        }
                      />
                    ),
                  }}
                />
              </p>
            )}
          </>
        )}
        <FormError message={error ? apiErrorMessage(error, t) : undefined} />
        <p className="transit__note">{t('transit.testNote')}</p>
        <div className="transit__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={!open || busy !== null}
            aria-busy={busy === 'AUTHORISED'}
            onClick={() => void answer('AUTHORISED')}
          >
            {busy === 'AUTHORISED' ? t('transit.paying') : t('transit.pay', { amount })}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={!open || busy !== null}
            onClick={() => void answer('CANCELLED')}
          >
            {t('transit.cancel')}
          </button>
        </div>
      </section>
    </div>
  )
}

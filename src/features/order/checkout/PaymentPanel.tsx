import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { selectCurrency, useAppDispatch, useAppSelector } from '../../../app/hooks'
import type { AdyenJsonDto } from '../../../api/contract/order'
import { getConfig } from '../../../config/runtimeConfig'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { accountChooserRequested } from '../../../shared/events'
import { formatPriceFromUsd, formatUsd } from '../../../shared/lib/money'
import { isValidEmail } from '../../../shared/lib/validation'
import { maskEmail } from '../../../shared/lib/maskEmail'
import { ActionBar } from '../../../shared/ui/ActionBar'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { ChallengeDialog } from '../payment/ChallengeDialog'
import type { DropinController } from '../payment/AdyenDropin'
import { hasErrors, validateCard, type CardErrors, type CardInput } from '../payment/cardValidation'
import { testCardPaymentData } from '../payment/paymentData'
import { TestCardForm } from '../payment/TestCardForm'
import { CheckoutAlert } from './CheckoutAlert'
import { CheckoutTrust } from './CheckoutTrust'
import { DeliveryEmail } from './DeliveryEmail'
import { deliveryConsentChanged, methodChosen } from './checkoutSlice'
import { preparePayment } from './checkoutThunks'
import { PaymentMethodList } from './PaymentMethodList'
import { PurchaseConsent } from './PurchaseConsent'
import { isSamePageMethod, selectCheckout, selectCheckoutBusy } from './selectors'
import { SignInNotice } from './SignInNotice'
import { usePayActions } from './usePayActions'
import { usePaymentMethods } from './usePaymentMethods'
import { selectOrderState } from '../orderState'

// Adyen's component exists only in live builds; mock builds never load its chunk.
const AdyenDropin = lazy(() => import('../payment/AdyenDropin'))

const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '', name: '' }

/** The payment half of /topay: methods, the card form or Adyen, the forms, the alert and Pay. */
export function PaymentPanel({
  priceUsd,
  orderId,
  item,
}: {
  priceUsd: number
  orderId: string | null
  /** The plan in words, for the pre-contract forms. */
  item: string
}) {
  const { t } = useTranslation(['checkout', 'common'])
  const dispatch = useAppDispatch()
  const location = useLocation()
  const locale = useCurrentLocale()
  const mock = getConfig().mockApi
  const token = useAppSelector((state) => state.session.token)
  const guest = useAppSelector((state) => state.session.loginType === 'guestLogin')
  const accountEmail = useAppSelector((state) => state.session.email)
  const { deliveryEmail, deliveryConsent } = useAppSelector(
    (state) => selectOrderState(state).checkout,
  )
  const [deliveryError, setDeliveryError] = useState('')
  const [consentError, setConsentError] = useState(false)
  const consentRef = useRef<HTMLInputElement>(null)
  const deliveryRef = useRef<HTMLDivElement>(null)
  // Paying an order left unpaid: its address was given when it was opened.
  const needsDelivery = guest && !orderId
  const deliveryValid = !needsDelivery || isValidEmail(deliveryEmail.trim())
  // The contract names the buyer as the delivery line does: an account's address masked.
  const buyer = !guest
    ? maskEmail(accountEmail)
    : needsDelivery && deliveryValid
      ? deliveryEmail.trim()
      : ''
  const currency = useAppSelector(selectCurrency)
  const { phase, error, decline, challenge, adyen } = useAppSelector(selectCheckout)
  const busy = useAppSelector(selectCheckoutBusy)
  const { methods, usable, chosen, balanceUsd, retry } = usePaymentMethods(priceUsd)
  const samePage = isSamePageMethod(chosen)
  const price = formatPriceFromUsd(priceUsd, currency, locale)

  // Card data lives here only, for as long as the page is open (never in the store or storage).
  const [card, setCard] = useState<CardInput>(EMPTY_CARD)
  const [cardErrors, setCardErrors] = useState<CardErrors>({})
  const cardEdited = useRef(true)
  const alertRef = useRef<HTMLDivElement>(null)
  const { pay, answer, inFlight } = usePayActions(orderId, alertRef)
  const methodsRef = useRef<HTMLFieldSetElement>(null)
  const cardRef = useRef<HTMLDivElement>(null)
  const dropin = useRef<DropinController | null>(null)

  // Live builds: Adyen's component needs the payment before it can show its fields.
  const needsAdyen =
    !mock && samePage && Boolean(token) && deliveryValid && !adyen && phase === 'idle'
  useEffect(() => {
    if (needsAdyen && chosen) void dispatch(preparePayment({ methodId: chosen.id, orderId }))
  }, [dispatch, needsAdyen, chosen, orderId])

  // Once React has drawn the messages of a refused Pay, the first field with one gets focus.
  const [errorFocus, setErrorFocus] = useState(0)
  useEffect(() => {
    if (errorFocus > 0) {
      cardRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus()
    }
  }, [errorFocus])

  // "Choose another method" from the fail page lands on the list.
  const chooseMethod = (location.state as { chooseMethod?: boolean } | null)?.chooseMethod
  useEffect(() => {
    if (chooseMethod && methods.status === 'succeeded') methodsRef.current?.focus()
  }, [chooseMethod, methods.status])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (busy || inFlight.current) return
    if (!token) {
      dispatch(accountChooserRequested())
      return
    }
    if (!deliveryValid) {
      setDeliveryError(
        t(deliveryEmail.trim() ? 'checkout:delivery.invalid' : 'checkout:delivery.required'),
      )
      deliveryRef.current?.querySelector('input')?.focus()
      return
    }
    setDeliveryError('')
    if (!deliveryConsent) {
      setConsentError(true)
      consentRef.current?.focus()
      return
    }
    setConsentError(false)
    if (!chosen) {
      methodsRef.current?.focus()
      return
    }
    if (!samePage) {
      void pay({ methodId: chosen.id, detailsChanged: false })
      return
    }
    if (!mock) {
      dropin.current?.submit()
      return
    }
    const errors = validateCard(card)
    setCardErrors(errors)
    if (hasErrors(errors)) {
      setErrorFocus((count) => count + 1)
      return
    }
    const detailsChanged = cardEdited.current
    cardEdited.current = false
    void pay({ methodId: chosen.id, paymentData: testCardPaymentData(card), detailsChanged })
  }

  // Adyen encrypts afresh on every submit, so its state is never "the same details".
  const payWithAdyen = async (paymentData: AdyenJsonDto) =>
    chosen ? pay({ methodId: chosen.id, paymentData, detailsChanged: true }) : null

  const providerName = chosen
    ? t(`methods.kinds.${chosen.kind}`, { defaultValue: chosen.name })
    : ''
  const payLabel = busy
    ? t('pay.processing')
    : chosen?.kind === 'BALANCE'
      ? t('pay.withCredit', { amount: price })
      : chosen && !samePage
        ? t('pay.continueTo', { provider: providerName })
        : t('pay.amount', { amount: price })

  return (
    <>
      <form
        className="surface checkout-card checkout-pay"
        aria-labelledby="checkout-pay-title"
        onSubmit={onSubmit}
        noValidate
      >
        <h2 id="checkout-pay-title" className="checkout-card__title">
          {t('pay.title')}
        </h2>
        {!token && <SignInNotice />}
        {!orderId && <DeliveryEmail error={deliveryError} disabled={busy} fieldRef={deliveryRef} />}
        {methods.status === 'failed' ? (
          <ErrorState
            message={t('methods.loadFailed')}
            retryLabel={t('common:actions.retry')}
            onRetry={retry}
          />
        ) : methods.status !== 'succeeded' ? (
          <p className="checkout-pay__loading" role="status">
            <span className="spinner" aria-hidden="true" /> {t('methods.loading')}
          </p>
        ) : (
          <PaymentMethodList
            ref={methodsRef}
            methods={usable}
            chosenId={chosen?.id ?? null}
            onChoose={(id) => dispatch(methodChosen(id))}
            disabled={busy}
            balanceText={balanceUsd === null ? '' : formatUsd(balanceUsd, locale)}
          />
        )}
        {samePage && mock && (
          <div ref={cardRef}>
            <TestCardForm
              card={card}
              errors={cardErrors}
              disabled={busy}
              onChange={(next) => {
                cardEdited.current = true
                setCard(next)
              }}
            />
          </div>
        )}
        {samePage && !mock && adyen && (
          <Suspense fallback={<p role="status">{t('adyen.loading')}</p>}>
            <AdyenDropin
              params={adyen}
              controller={dropin}
              onSubmit={payWithAdyen}
              onDetails={answer}
            />
          </Suspense>
        )}
        <PurchaseConsent
          of="esim"
          item={item}
          total={price}
          buyer={buyer}
          ticked={deliveryConsent}
          onChange={(ticked) => dispatch(deliveryConsentChanged(ticked))}
          disabled={busy}
          error={consentError}
          boxRef={consentRef}
        />
        <CheckoutAlert
          ref={alertRef}
          error={phase === 'challenge' ? null : error}
          decline={decline}
        />
        <ActionBar>
          <button
            type="submit"
            className="button button--primary checkout-pay__submit"
            disabled={busy || methods.status !== 'succeeded' || (samePage && !mock && !adyen)}
            // Off until the consent is ticked, yet a tap still says why and leads to the box,
            // which on a phone sits below the fold while Pay rides the bottom bar.
            aria-disabled={deliveryConsent ? undefined : true}
            aria-busy={busy}
          >
            {payLabel}
          </button>
        </ActionBar>
        <CheckoutTrust methods={methods.status === 'succeeded' ? usable : []} />
      </form>
      {mock && (
        <ChallengeDialog
          open={challenge !== null && (phase === 'challenge' || phase === 'executing')}
          amount={price}
          busy={phase === 'executing'}
          error={phase === 'challenge' && error ? apiErrorMessage(error, t) : undefined}
          onApprove={() => void answer({ mockResult: 'AUTHORISED' })}
          onCancel={() => void answer({ mockResult: 'CANCELLED' })}
        />
      )}
    </>
  )
}

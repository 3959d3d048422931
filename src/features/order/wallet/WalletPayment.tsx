import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { AdyenJsonDto } from '../../../api/contract/order'
import { selectCurrency, useAppDispatch, useAppSelector } from '../../../app/hooks'
import { getConfig } from '../../../config/runtimeConfig'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { formatPriceFromUsd, formatUsd } from '../../../shared/lib/money'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { SkeletonGrid } from '../../../shared/ui/Skeleton'
import { PaymentMethodList } from '../checkout/PaymentMethodList'
import { isSamePageMethod, usableMethods } from '../checkout/selectors'
import { ChallengeDialog } from '../payment/ChallengeDialog'
import { hasErrors, validateCard, type CardErrors, type CardInput } from '../payment/cardValidation'
import { testCardPaymentData } from '../payment/paymentData'
import { TestCardForm } from '../payment/TestCardForm'
import type { ChallengeResult, PayOutcome } from './runPayment'
import { selectMethodId, selectMethods, selectPayment, selectUserInfo } from './selectors'
import { resultPagePath, usePayOutcome } from './usePayOutcome'
import { useWalletAttempt } from './useWalletAttempt'
import { formatDateTime } from '../../../shared/lib/localeFormat'
import { methodChosen, paymentReset, topupConsentChanged } from './walletSlice'
import { PurchaseConsent } from '../checkout/PurchaseConsent'
import { selectOrderState } from '../orderState'
import { fetchWalletMethods } from './walletThunks'
import type { WalletFlow } from './walletTypes'
import '../checkout/checkout.css'
import '../payment/payment.css'
import { ActionBar } from '../../../shared/ui/ActionBar'
import { maskEmail } from '../../../shared/lib/maskEmail'

export interface WalletPaymentProps {
  flow: WalletFlow
  /** What the chosen plan costs; null while nothing is chosen. */
  amountUsd: number | null
  /** `again`: the shopper confirmed paying once more for something already paid. */
  pay: (paymentData?: AdyenJsonDto, again?: boolean) => Promise<PayOutcome | undefined>
  answerChallenge: (result: ChallengeResult) => Promise<PayOutcome | undefined>
  /** What is bought, in words, for the pre-contract forms; empty while nothing is chosen. */
  item: string
}

const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '', name: '' }

/**
 * The payment step of top-up and credit: the checkout's method list, its test card form and its
 * 3-D Secure stand-in, around the wallet's own payment run. Card data lives only in this
 * component's state. Live builds list the methods that redirect or use credit: the Adyen
 * component needs a payment opened before it mounts, which the wallet's run does not do yet.
 */
export function WalletPayment({ flow, amountUsd, pay, answerChallenge, item }: WalletPaymentProps) {
  const { t } = useTranslation(['wallet', 'checkout', 'common'])
  const dispatch = useAppDispatch()
  const locale = useCurrentLocale()
  const currency = useAppSelector(selectCurrency)
  const methods = useAppSelector(selectMethods(flow))
  const methodId = useAppSelector(selectMethodId(flow))
  const payment = useAppSelector(selectPayment(flow))
  const userInfo = useAppSelector(selectUserInfo)
  const follow = usePayOutcome(flow)
  const [card, setCard] = useState<CardInput>(EMPTY_CARD)
  const [cardErrors, setCardErrors] = useState<CardErrors>({})
  // The challenge stays on screen, busy, while its answer is on the way.
  const [answering, setAnswering] = useState(false)
  const mockBuild = getConfig().mockApi
  // A top-up is delivered at once, as an eSIM is: its buyer asks for that before Pay (039), and
  // the payment carries the answer. Credit's box only accepts the forms (040), so it stays here.
  const topupConsent = useAppSelector((state) => selectOrderState(state).wallet.topupConsent)
  const [creditConsent, setCreditConsent] = useState(false)
  const buyer = useAppSelector(({ session }) =>
    session.loginType === 'guestLogin' || !session.email ? '' : maskEmail(session.email),
  )
  const consent = flow === 'topup' ? topupConsent : creditConsent
  const consentNeeded = amountUsd !== null && item !== ''
  const [consentError, setConsentError] = useState(false)
  const consentRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    void dispatch(fetchWalletMethods({ flow, currency: currency.code }))
  }, [flow, currency.code, dispatch])

  // Back from the provider or a result page (browser Back): the last run is over, Pay is ready.
  const stale = payment.phase === 'redirecting' || payment.phase === 'done'
  const [wasStale] = useState(stale)
  useEffect(() => {
    if (wasStale) dispatch(paymentReset(flow))
  }, [wasStale, flow, dispatch])

  const listed = usableMethods(methods.data, amountUsd ?? 0, userInfo?.balanceUsd ?? null).filter(
    (method) => mockBuild || !isSamePageMethod(method),
  )
  const chosen = listed.find((method) => method.id === methodId)
  const cardNeeded = mockBuild && isSamePageMethod(chosen)
  const busy = payment.phase === 'paying' || payment.phase === 'redirecting'
  const amount = amountUsd === null ? '' : formatPriceFromUsd(amountUsd, currency, locale)

  // A method the list no longer offers (credit too low) gives way to the first one it does.
  const fallbackId = chosen ? null : (listed[0]?.id ?? null)
  useEffect(() => {
    if (fallbackId !== null) dispatch(methodChosen({ flow, methodId: fallbackId }))
  }, [fallbackId, flow, dispatch])

  // The same thing was paid already, in this tab or another: paying again is the shopper's call.
  // Another tab paying it right now: this one waits instead of offering Pay.
  const { paid, payingElsewhere } = useWalletAttempt(flow)
  const paidNotice = busy ? null : paid
  const waiting = !busy && payingElsewhere

  const submit = async (event: FormEvent | null, again = false) => {
    event?.preventDefault()
    if (busy || waiting || amountUsd === null || !chosen) return
    if (!consent) {
      setConsentError(true)
      consentRef.current?.focus()
      return
    }
    setConsentError(false)
    let paymentData: AdyenJsonDto | undefined
    if (cardNeeded) {
      const errors = validateCard(card)
      setCardErrors(errors)
      if (hasErrors(errors)) return
      paymentData = testCardPaymentData(card)
    }
    follow(await pay(paymentData, again))
  }

  const answer = async (result: ChallengeResult) => {
    setAnswering(true)
    const outcome = await answerChallenge(result)
    setAnswering(false)
    follow(outcome)
  }

  if (methods.status === 'failed') {
    return (
      <ErrorState
        message={apiErrorMessage(methods.error, t)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void dispatch(fetchWalletMethods({ flow, currency: currency.code }))}
      />
    )
  }
  if (methods.status !== 'succeeded') {
    return <SkeletonGrid count={2} label={t('wallet:pay.loadingMethods')} />
  }

  return (
    <form className="wallet-pay" noValidate onSubmit={(event) => void submit(event)}>
      <PaymentMethodList
        methods={listed}
        chosenId={chosen?.id ?? null}
        onChoose={(id) => dispatch(methodChosen({ flow, methodId: id }))}
        disabled={busy}
        balanceText={userInfo ? formatUsd(userInfo.balanceUsd, locale) : ''}
      />
      {cardNeeded && (
        <TestCardForm card={card} onChange={setCard} errors={cardErrors} disabled={busy} />
      )}
      {waiting && (
        <div className="checkout-notice checkout-notice--busy" role="status">
          <span className="spinner" aria-hidden="true" />
          <p className="checkout-notice__title">{t('checkout:check.waitingTitle')}</p>
          <p>{t('checkout:check.waitingText')}</p>
        </div>
      )}
      {paidNotice && (
        <div className="checkout-notice" role="status">
          <p className="checkout-notice__title">{t('wallet:pay.paidTitle')}</p>
          <p>
            {t('wallet:pay.paidText', {
              time: formatDateTime(new Date(paidNotice.paidAt!).toISOString(), locale),
            })}
          </p>
          <div className="checkout-notice__actions">
            <Link
              className="button button--secondary"
              to={resultPagePath(flow, 'SUCCEEDED', paidNotice.paymentId!, locale)}
            >
              {t('wallet:pay.paidSee')}
            </Link>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void submit(null, true)}
            >
              {t('wallet:pay.paidAgain')}
            </button>
          </div>
        </div>
      )}
      {consentNeeded && (
        <PurchaseConsent
          of={flow}
          item={item}
          total={amount}
          buyer={buyer}
          ticked={consent}
          onChange={(ticked) =>
            flow === 'topup' ? dispatch(topupConsentChanged(ticked)) : setCreditConsent(ticked)
          }
          disabled={busy}
          error={consentError}
          boxRef={consentRef}
        />
      )}
      {payment.error && (
        <p className="field__error wallet-pay__error" role="alert">
          {apiErrorMessage(payment.error, t)}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {payment.step ? t(`wallet:pay.step.${payment.step}`) : ''}
      </p>
      <ActionBar>
        <button
          type="submit"
          className="button button--primary wallet-pay__button"
          disabled={busy || waiting || Boolean(paidNotice) || amountUsd === null || !chosen}
          aria-disabled={consent ? undefined : true}
          aria-busy={busy}
        >
          {busy
            ? t(`wallet:pay.step.${payment.step ?? 'execute'}`)
            : amount
              ? t('wallet:pay.submit', { amount })
              : t('wallet:pay.choose')}
        </button>
      </ActionBar>
      <ChallengeDialog
        open={payment.phase === 'challenge' || answering}
        amount={amount}
        busy={answering}
        onApprove={() => void answer('AUTHORISED')}
        onCancel={() => void answer('CANCELLED')}
      />
    </form>
  )
}

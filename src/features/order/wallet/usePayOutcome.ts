import { useNavigate } from 'react-router'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { transitPathFor } from '../payment/transitHandoff'
import type { PaymentOutcome } from '../../../api/contract/order'
import type { LocaleCode } from '../../../i18n/locales'
import type { PayOutcome } from './runPayment'
import type { WalletFlow } from './walletTypes'

const RESULT_PAGES: Record<WalletFlow, { success: string; fail: string }> = {
  topup: { success: '/topup-success', fail: '/topup-fail' },
  credit: { success: '/recharge-success', fail: '/recharge-fail' },
}

/** The mock names the provider in its URL; a real provider URL names nothing we can show. */
function providerOf(url: string): string {
  try {
    return new URL(url, window.location.origin).searchParams.get('provider') ?? ''
  } catch {
    return ''
  }
}

/** A wallet result page for a payment, in the shopper's language. */
export function resultPagePath(
  flow: WalletFlow,
  status: PaymentOutcome,
  paymentId: string,
  locale: LocaleCode,
): string {
  const failed = status === 'FAILED' || status === 'CANCELLED'
  const page = failed ? RESULT_PAGES[flow].fail : RESULT_PAGES[flow].success
  return `${localePath(page, locale)}?paymentId=${encodeURIComponent(paymentId)}`
}

/**
 * What the page does after Pay: the result page (a PENDING payment waits there too), the
 * provider through /transit (which keeps the provider's URL out of our own URLs), or nothing
 * (a challenge shows its dialog; a failure shows its message on the form).
 */
export function usePayOutcome(flow: WalletFlow) {
  const navigate = useNavigate()
  const locale = useCurrentLocale()
  return (outcome: PayOutcome | undefined) => {
    if (!outcome) return
    if (outcome.kind === 'result') {
      void navigate(resultPagePath(flow, outcome.status, outcome.paymentId, locale))
      return
    }
    if (outcome.kind !== 'redirect') return
    const purpose = flow === 'topup' ? 'TOPUP' : 'CREDIT'
    const { paymentId, url } = outcome
    void navigate(transitPathFor({ paymentId, url, provider: providerOf(url), purpose }, locale))
  }
}

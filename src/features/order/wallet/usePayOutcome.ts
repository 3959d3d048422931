import { useNavigate } from 'react-router'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { transitPathFor } from '../payment/transitHandoff'
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
      const failed = outcome.status === 'FAILED' || outcome.status === 'CANCELLED'
      const page = failed ? RESULT_PAGES[flow].fail : RESULT_PAGES[flow].success
      void navigate(
        `${localePath(page, locale)}?paymentId=${encodeURIComponent(outcome.paymentId)}`,
      )
      return
    }
    if (outcome.kind !== 'redirect') return
    const purpose = flow === 'topup' ? 'TOPUP' : 'CREDIT'
    const { paymentId, url } = outcome
    void navigate(transitPathFor({ paymentId, url, provider: providerOf(url), purpose }, locale))
  }
}

import { useEffect, useState } from 'react'
import { useAppSelector } from '../../../app/hooks'
import { tabLockHeld, whenTabLockFree } from '../../../shared/lib/tabLock'
import { loadAttempt, subscribeWalletAttempts, walletLockOf } from './attempt'
import { selectWalletFingerprint } from './selectors'
import type { WalletFlow } from './walletTypes'

/**
 * The shared attempt for what the wallet page is about to pay, kept current when any tab changes
 * it: paid already (the page asks before paying again), or sent and not settled while another
 * tab holds the payment lock (the page waits for that tab instead of offering Pay).
 */
export function useWalletAttempt(flow: WalletFlow) {
  const fingerprint = useAppSelector(selectWalletFingerprint(flow))
  const [, setSeen] = useState(0)
  useEffect(() => subscribeWalletAttempts(flow, () => setSeen((seen) => seen + 1)), [flow])
  const attempt = fingerprint ? loadAttempt(flow, fingerprint) : null
  const unsettled = Boolean(attempt?.executed && !attempt.paidAt)

  const [lockHeld, setLockHeld] = useState(false)
  useEffect(() => {
    if (!unsettled) return
    const controller = new AbortController()
    const lock = walletLockOf(flow)
    void (async () => {
      if (!(await tabLockHeld(lock)) || controller.signal.aborted) return
      setLockHeld(true)
      await whenTabLockFree(lock, controller.signal)
      if (!controller.signal.aborted) setLockHeld(false)
    })()
    return () => controller.abort()
  }, [flow, unsettled])

  const paid = attempt?.paidAt && attempt.paymentId ? attempt : null
  return { paid, payingElsewhere: unsettled && lockHeld }
}

import { Suspense, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { splitLocale } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { safeSessionStorage } from '../../../shared/lib/storage'
import { Dialog } from '../../../shared/ui/Dialog'
import { ordersHref } from '../orders/ordersUrl'
import {
  selectOtherOverlayOpen,
  selectReviewPrompt,
  selectSignedInEmail,
} from '../orders/selectors'
import { checkReviewDue } from '../orders/thunks'
import './review.css'

/** Holds the email the prompt was considered for this visit (once per visit, SPEC 2.5). */
export const REVIEW_PROMPT_KEY = 'rw_review_prompt'
/** Waits for the page to settle, so the prompt never competes with what the visitor came for. */
export const REVIEW_PROMPT_DELAY_MS = 2000

/**
 * Pages where a prompt would interrupt a task: paying, signing in, or the orders page itself
 * (the visitor is already where GO leads).
 */
const QUIET_PAGES =
  /^\/(orders|topay|transit|payment-|paysuccess|topup|recharge|rechargesuccess|credit|balance|login|signup|forgotPwd|resetpwd|changepwd|linkexpire|error)/

/**
 * The "go and review" prompt (SPEC 2.5): for a signed-in visitor with a paid current order older
 * than three days and no review, once per visit. GO opens /orders on the current tab with that
 * order's review form.
 */
export function ReviewPrompt() {
  const dispatch = useAppDispatch()
  const { pathname } = useLocation()
  const email = useAppSelector(selectSignedInEmail)
  const otherOverlay = useAppSelector(selectOtherOverlayOpen)
  const prompt = useAppSelector(selectReviewPrompt)
  const [open, setOpen] = useState(false)
  const quiet = QUIET_PAGES.test(splitLocale(pathname).rest)

  useEffect(() => {
    if (!email || quiet || otherOverlay) return
    const storage = safeSessionStorage()
    if (storage?.getItem(REVIEW_PROMPT_KEY) === email) return
    const timer = window.setTimeout(async () => {
      storage?.setItem(REVIEW_PROMPT_KEY, email)
      const result = await dispatch(checkReviewDue(Date.now()))
      if (checkReviewDue.fulfilled.match(result) && result.payload) setOpen(true)
    }, REVIEW_PROMPT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [email, quiet, otherOverlay, dispatch])

  // Signing out, or a review written meanwhile, takes the question away.
  if (!open || !email || !prompt.orderId) return null
  // The texts load with the dialog: no page pays for the orders messages until it is asked.
  return (
    <Suspense fallback={null}>
      <PromptDialog orderId={prompt.orderId} onClose={() => setOpen(false)} />
    </Suspense>
  )
}

function PromptDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation(['orders', 'common'])
  const navigate = useNavigate()
  const locale = useCurrentLocale()
  return (
    <Dialog
      open
      title={t('orders:prompt.title')}
      closeLabel={t('common:actions.close')}
      onClose={onClose}
    >
      <div className="review-prompt">
        <p className="review-prompt__icon" aria-hidden="true">
          ⭐
        </p>
        <p>{t('orders:prompt.text')}</p>
        <div className="dialog-actions">
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            onClick={() => {
              onClose()
              void navigate(ordersHref(locale, 'CURRENT', orderId))
            }}
          >
            {t('orders:prompt.go')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('orders:prompt.later')}
          </button>
        </div>
      </div>
    </Dialog>
  )
}

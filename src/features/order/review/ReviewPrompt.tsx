import { Suspense, useEffect, useState } from 'react'
import { useMatches, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import Star from 'lucide-react/icons/star'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { parseRouteName } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import {
  readJson,
  safeLocalStorage,
  safeSessionStorage,
  writeJson,
} from '../../../shared/lib/storage'
import { Dialog } from '../../../shared/ui/Dialog'
import { useCalmMoment } from '../../../shared/ui/useCalmMoment'
import { ordersHref } from '../orders/ordersUrl'
import {
  selectOtherOverlayOpen,
  selectReviewPrompt,
  selectSignedInEmail,
} from '../orders/selectors'
import { checkReviewDue } from '../orders/thunks'
import './review.css'

/** Holds the email the server was asked for this visit (one check per visit). */
export const REVIEW_PROMPT_KEY = 'rw_review_prompt'
/** The orders the prompt has been shown for, on this device: at most once per order. */
export const REVIEW_PROMPTED_KEY = 'rw_review_prompted'
/** How long the page must be left alone (no click, key, scroll or typing) before it asks. */
export const REVIEW_PROMPT_DELAY_MS = 2000

/**
 * The pages where the prompt may ask: browsing the shop and reading. Never checkout, payment,
 * top-up, results, account or sign-in pages, where it would cover a task.
 */
const BROWSING_PAGES: ReadonlySet<string> = new Set([
  'index',
  'area',
  'area-dataplan',
  'esim-call-text',
  'esim-call-text-dataplan',
  'esim-christmas-discount',
  'faq',
  'how-it-works',
  'about',
  'agreement',
  'privacy-policy',
])

function promptedOrders(): string[] {
  const stored = readJson<unknown>(REVIEW_PROMPTED_KEY, safeLocalStorage())
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []
}

function usePageName(): string {
  const matches = useMatches()
  return parseRouteName(matches.at(-1)?.id ?? '')?.name ?? ''
}

/**
 * The "go and review" prompt (SPEC 2.5): for a signed-in visitor with a paid current order older
 * than three days and no review. It asks at a calm moment on a browsing page (no overlay open,
 * nothing being typed, the page left alone for a while), once per order. GO opens /orders on the
 * current tab with that order's review form.
 */
export function ReviewPrompt() {
  const dispatch = useAppDispatch()
  const email = useAppSelector(selectSignedInEmail)
  const sessionOverlay = useAppSelector(selectOtherOverlayOpen)
  const prompt = useAppSelector(selectReviewPrompt)
  const browsing = BROWSING_PAGES.has(usePageName())
  const [shownFor, setShownFor] = useState<string | null>(null)

  // One question to the server per visit, asked from a browsing page.
  useEffect(() => {
    if (!email || !browsing) return
    const storage = safeSessionStorage()
    if (storage?.getItem(REVIEW_PROMPT_KEY) === email) return
    storage?.setItem(REVIEW_PROMPT_KEY, email)
    void dispatch(checkReviewDue({ now: Date.now(), skip: promptedOrders() }))
  }, [email, browsing, dispatch])

  const due = prompt.orderId
  const waiting = Boolean(email && due && browsing && !sessionOverlay && shownFor === null)
  useCalmMoment(waiting, REVIEW_PROMPT_DELAY_MS, () => {
    if (!due || promptedOrders().includes(due)) return
    writeJson(REVIEW_PROMPTED_KEY, [...promptedOrders(), due], safeLocalStorage())
    setShownFor(due)
  })

  // Signing out, a review written meanwhile, or leaving for a task takes the question away.
  if (!email || !browsing || !due || shownFor !== due) return null
  // The texts load with the dialog: no page pays for the orders messages until it is asked.
  return (
    <Suspense fallback={null}>
      <PromptDialog orderId={due} onClose={() => setShownFor('')} />
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
          <Star size={40} strokeWidth={1.75} fill="currentColor" />
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

import { useCallback, useEffect, useState } from 'react'
import type { DialogDto } from '../../../api/contract/catalogue'
import { readJson, safeSessionStorage, writeJson } from '../../../shared/lib/storage'
import { useCalmMoment } from '../../../shared/ui/useCalmMoment'

/** How long the page must be left alone before a promotion may interrupt. */
export const PROMO_IDLE_MS = 4000
const SEEN_KEY = 'rw_promo_dialogs_seen'
function seenIds(): string[] {
  const stored = readJson<unknown>(SEEN_KEY, safeSessionStorage())
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []
}

function markSeen(id: string): void {
  writeJson(SEEN_KEY, [...seenIds(), id], safeSessionStorage())
}

/**
 * At most one promotional dialog a visit (sessionStorage), and only after the page has been
 * idle for PROMO_IDLE_MS: every click, key or scroll starts the wait again, so it never lands in
 * the middle of something (nor in an automated test that keeps the page busy). Once the visitor
 * has typed into or sent a form on the page (the search, the trip planner), none opens: it
 * would cover their answer or their words (issue 36.3).
 */
export function useIdleDialog(dialog: DialogDto | undefined): [DialogDto | null, () => void] {
  const [shown, setShown] = useState<DialogDto | null>(null)
  const [engaged, setEngaged] = useState(false)
  useEffect(() => {
    if (engaged) return
    const onForm = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('form')) setEngaged(true)
    }
    window.addEventListener('input', onForm, true)
    window.addEventListener('submit', onForm, true)
    return () => {
      window.removeEventListener('input', onForm, true)
      window.removeEventListener('submit', onForm, true)
    }
  }, [engaged])

  const due = dialog && !engaged && seenIds().length === 0 ? dialog : null
  useCalmMoment(due !== null && shown === null, PROMO_IDLE_MS, () => {
    if (!due) return
    markSeen(due.dialogId)
    setShown(due)
  })

  const dismiss = useCallback(() => setShown(null), [])
  return [shown, dismiss]
}

import { useCallback, useState } from 'react'
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
 * A promotional dialog, once per visit (sessionStorage), and only after the page has been idle
 * for PROMO_IDLE_MS: every click, key or scroll starts the wait again, so it never lands in the
 * middle of something (nor in an automated test that keeps the page busy).
 */
export function useIdleDialog(dialog: DialogDto | undefined): [DialogDto | null, () => void] {
  const [shown, setShown] = useState<DialogDto | null>(null)

  const due = dialog && !seenIds().includes(dialog.dialogId) ? dialog : null
  useCalmMoment(due !== null && shown === null, PROMO_IDLE_MS, () => {
    if (!due) return
    markSeen(due.dialogId)
    setShown(due)
  })

  const dismiss = useCallback(() => setShown(null), [])
  return [shown, dismiss]
}

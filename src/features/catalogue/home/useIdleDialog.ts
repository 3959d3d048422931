import { useCallback, useEffect, useState } from 'react'
import type { DialogDto } from '../../../api/contract/catalogue'
import { readJson, safeSessionStorage, writeJson } from '../../../shared/lib/storage'

/** How long the page must be left alone before a promotion may interrupt. */
export const PROMO_IDLE_MS = 4000
const SEEN_KEY = 'rw_promo_dialogs_seen'
const ACTIVITY = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'] as const

function seenIds(): string[] {
  const stored = readJson<unknown>(SEEN_KEY, safeSessionStorage())
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []
}

function markSeen(id: string): void {
  writeJson(SEEN_KEY, [...seenIds(), id], safeSessionStorage())
}

/** Another modal is open, or the visitor is in the middle of typing. */
function busy(): boolean {
  const focused = document.activeElement
  return (
    document.querySelector('[aria-modal="true"]') !== null ||
    focused instanceof HTMLInputElement ||
    focused instanceof HTMLTextAreaElement
  )
}

/**
 * A promotional dialog, once per visit (sessionStorage), and only after the page has been idle
 * for PROMO_IDLE_MS: every click, key or scroll starts the wait again, so it never lands in the
 * middle of something (nor in an automated test that keeps the page busy).
 */
export function useIdleDialog(dialog: DialogDto | undefined): [DialogDto | null, () => void] {
  const [shown, setShown] = useState<DialogDto | null>(null)

  useEffect(() => {
    if (!dialog || seenIds().includes(dialog.dialogId)) return
    let timer = 0
    const wait = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(show, PROMO_IDLE_MS)
    }
    const show = () => {
      if (busy()) return wait()
      markSeen(dialog.dialogId)
      setShown(dialog)
      stop()
    }
    const stop = () => {
      window.clearTimeout(timer)
      for (const type of ACTIVITY) window.removeEventListener(type, wait, true)
    }
    for (const type of ACTIVITY)
      window.addEventListener(type, wait, { capture: true, passive: true })
    wait()
    return stop
  }, [dialog])

  const dismiss = useCallback(() => setShown(null), [])
  return [shown, dismiss]
}

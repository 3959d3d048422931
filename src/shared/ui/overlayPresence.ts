import { useEffect, useSyncExternalStore } from 'react'

/**
 * Which overlays are open now: dialogs, sheets, menus, listbox popups, the cookie banner. An
 * overlay that opens on its own (a prompt, a promotion) waits until none is, so two never stack
 * and none covers what the visitor is doing.
 */
const open = new Set<symbol>()
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True while any overlay is open, for code outside React. */
export const anyOverlayOpen = () => open.size > 0

/** Counts the calling overlay as open while `active`. */
export function useOverlayPresence(active: boolean): void {
  useEffect(() => {
    if (!active) return
    const id = Symbol('overlay')
    open.add(id)
    notify()
    return () => {
      open.delete(id)
      notify()
    }
  }, [active])
}

/** True while any overlay is open. */
export function useAnyOverlayOpen(): boolean {
  return useSyncExternalStore(subscribe, anyOverlayOpen, () => false)
}

/** Whether the visitor is typing: a text field, text area or editable element has the focus. */
export function isTyping(): boolean {
  const active = document.activeElement
  if (!(active instanceof HTMLElement)) return false
  if (active.isContentEditable || active instanceof HTMLTextAreaElement) return true
  if (active instanceof HTMLSelectElement) return true
  if (!(active instanceof HTMLInputElement)) return false
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color'].includes(active.type)
}

import { createPresence } from './presence'

/**
 * Which overlays are open now: dialogs, sheets, menus, listbox popups, the cookie banner. An
 * overlay that opens on its own (a prompt, a promotion) waits until none is, so two never stack
 * and none covers what the visitor is doing.
 */
const overlays = createPresence()

/** True while any overlay is open, for code outside React. */
export const anyOverlayOpen = overlays.any

/** Counts the calling overlay as open while `active`. */
export const useOverlayPresence = overlays.useHeld

/** True while any overlay is open. */
export const useAnyOverlayOpen = overlays.useAny

/** Whether the visitor is typing: a text field, text area or editable element has the focus. */
export function isTyping(): boolean {
  const active = document.activeElement
  if (!(active instanceof HTMLElement)) return false
  if (active.isContentEditable || active instanceof HTMLTextAreaElement) return true
  if (active instanceof HTMLSelectElement) return true
  if (!(active instanceof HTMLInputElement)) return false
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color'].includes(active.type)
}

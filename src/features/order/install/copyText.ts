/**
 * Copies text to the clipboard. The async Clipboard API needs a secure context and may be
 * refused (permissions, older in-app browsers); the fallback copies from the selected field,
 * and if even that fails the text is left selected so the traveller can copy it by hand.
 */
export type CopyOutcome = 'copied' | 'selected'

export async function copyText(text: string, field: HTMLInputElement | null): Promise<CopyOutcome> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return 'copied'
    }
  } catch {
    // Refused: fall through to the selection-based copy.
  }
  if (!field) return 'selected'
  field.focus()
  field.select()
  field.setSelectionRange(0, text.length)
  try {
    // Deprecated, but still the only synchronous copy where the Clipboard API is missing.
    return document.execCommand('copy') ? 'copied' : 'selected'
  } catch {
    return 'selected'
  }
}

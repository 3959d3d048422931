/**
 * Texts Intl writes that a pre-rendered page shows (prices, scores, counts, dates), as the
 * build's Intl wrote them, by a key naming the locale, the format and the value. The page
 * hydrates with these (src/main.tsx, decision 017). A page's first Intl formatter loads ICU's
 * data: 10-20 ms on a fast desktop, 100-180 ms on a budget phone, in one slice of hydration
 * that cannot yield. The browser's ICU may also write a text otherwise than Node's (a space of
 * another width), which would not match the HTML. Texts the page did not show still go through
 * Intl.
 */
const seeded = new Map<string, string>()
let recorder: ((key: string, text: string) => void) | null = null

export function seedIntlText(texts: Record<string, string>): void {
  for (const [key, text] of Object.entries(texts)) seeded.set(key, text)
}

/** The build's renderer hears every such text a page shows, to send them with it. */
export function recordIntlText(listener: ((key: string, text: string) => void) | null): void {
  recorder = listener
}

/** The text the HTML has for `key`, or the one `write` makes (which the build records). */
export function intlText(key: string, write: () => string): string {
  const known = seeded.get(key)
  if (known !== undefined) return known
  const text = write()
  recorder?.(key, text)
  return text
}

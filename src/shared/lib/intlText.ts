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

// Making a formatter costs far more than using one, and a page writes dozens of prices, dates
// and names in the same locale and format (a phone's hydration time, issue 8).
const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.Segmenter>()

function keep<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.Segmenter>(
  key: string,
  make: () => T,
): T {
  let made = kept.get(key) as T | undefined
  if (!made) kept.set(key, (made = make()))
  return made
}

/** One number formatter per locale and options, made on first use and kept. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return keep(
    `number ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  )
}

/** One date formatter per locale and options, made on first use and kept. */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return keep(
    `date ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  )
}

/** One word segmenter per locale, made on first use and kept. */
export function wordSegmenter(locale: string): Intl.Segmenter {
  return keep(`words ${locale}`, () => new Intl.Segmenter(locale, { granularity: 'word' }))
}

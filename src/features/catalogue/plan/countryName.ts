const cache = new Map<string, Intl.DisplayNames>()

/** A country's name in the visitor's language (Intl), or its code when Intl does not know it. */
export function countryName(code: string, locale: string): string {
  let names = cache.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' })
    cache.set(locale, names)
  }
  return names.of(code) ?? code
}

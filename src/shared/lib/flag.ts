/** A flag emoji from a two-letter ISO 3166 code; other codes (regions) get a globe. */
export function flagEmoji(isoCode: string): string {
  if (!/^[A-Za-z]{2}$/.test(isoCode)) return '🌐'
  const base = 0x1f1e6
  const [a, b] = isoCode.toUpperCase()
  return String.fromCodePoint(base + a!.charCodeAt(0) - 65, base + b!.charCodeAt(0) - 65)
}

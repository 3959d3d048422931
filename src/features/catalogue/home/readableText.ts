/**
 * Banner colours come from the server, so the text colour on them is worked out here: white
 * where it reaches the WCAG AA ratio of 4.5, else the dark text colour.
 */
const DARK = '#14213d'
const LIGHT = '#ffffff'

function channel(value: number): number {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

function luminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!match) return null
  const rgb = Number.parseInt(match[1]!, 16)
  return (
    0.2126 * channel((rgb >> 16) & 255) +
    0.7152 * channel((rgb >> 8) & 255) +
    0.0722 * channel(rgb & 255)
  )
}

export function readableTextOn(background: string): string {
  const lum = luminance(background)
  if (lum === null) return DARK
  return 1.05 / (lum + 0.05) >= 4.5 ? LIGHT : DARK
}

/** The server's colour when it is a #rrggbb value, else the brand green (--brand). */
export function safeAccent(accent: string): string {
  return luminance(accent) === null ? '#0e7c66' : accent
}

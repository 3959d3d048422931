/**
 * Banner colours come from the server. They mark each tile (a stripe, a tint, the arrow) on
 * the page's own surface and ink, so four banners read as one calm family (issue 36.4).
 */
const BRAND = '#0e7c66'

/** The server's colour when it is a #rrggbb value, else the brand green (--brand). */
export function safeAccent(accent: string): string {
  const value = accent.trim()
  return /^#[0-9a-f]{6}$/i.test(value) ? value : BRAND
}

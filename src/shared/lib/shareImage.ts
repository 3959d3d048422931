/**
 * The share card the build drew for the page the visitor landed on (scripts/share-cards.mjs),
 * as its absolute URL. A plan's Product JSON-LD names it as its `image`, which Google needs for
 * merchant listings: the build writes it into the HTML, and the app, whose structured data
 * replaces the HTML's, must name the same picture. Known only for the pre-rendered path.
 */
let seeded: { path: string; url: string } | null = null

export function seedShareImage(path: string, url: string): void {
  seeded = { path, url }
}

/** The card of `path`, when it is the page the build rendered and sent. */
export function shareImageFor(path: string): string | undefined {
  return seeded?.path === path ? seeded.url : undefined
}

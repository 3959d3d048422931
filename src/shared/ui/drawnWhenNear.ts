/**
 * The class of one block in a run of them (a list's cards, a page's steps, topics or sections):
 * the blocks a phone shows first are drawn with the page, the others only as they come near the
 * screen (`render-when-near`, app/utilities.css; docs/decisions/021).
 */
export function drawnWhenNear(className: string, onFirstScreen: boolean): string {
  return onFirstScreen ? className : `${className} render-when-near`
}

/**
 * How many cards of an offer list a phone shows on its first screen. Those are drawn with the
 * page and their flags load with it. The rest are drawn as they come near (`render-when-near`)
 * and load their flags lazily, so neither the parse nor the first frame does any work for them:
 * an eager image is a request the browser starts while it reads the HTML, and React adds a
 * preload for it to the head (docs/decisions/021 and 022).
 */
const CARDS_ON_FIRST_SCREEN = 2

/** Whether the card at `position` (0-based) in its list is on a phone's first screen. */
export const onFirstScreen = (position: number) => position < CARDS_ON_FIRST_SCREEN

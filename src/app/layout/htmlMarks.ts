/**
 * Classes of the layout that the after-paint loader looks for in the HTML before the app runs
 * (prerender/startLoader.ts): what it finds there can make the app start at once.
 */
export const COOKIE_BANNER_CLASS = 'cookie-banner'
/** The header's one row, whose fit the app measures (useHeaderDensity). */
export const HEADER_ROW_CLASS = 'header__inner'

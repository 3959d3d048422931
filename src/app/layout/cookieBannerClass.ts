/** The cookie notice's class: the after-paint loader looks for it in the HTML (prerender/startLoader.ts). */
export const COOKIE_BANNER_CLASS = 'cookie-banner'

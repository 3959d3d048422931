/** Sent on window once the app has taken over the page; the after-paint loader waits for it. */
export const APP_READY_EVENT = 'roamwise:ready'
/**
 * Sent on window once React has begun to hydrate the page and listens for its events: from then
 * on React answers a click itself, hydrating the part of the page the click is in at once.
 */
export const APP_HYDRATING_EVENT = 'roamwise:hydrating'

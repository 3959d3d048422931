/** Sent on window once the app has taken over the page; the after-paint loader waits for it. */
export const APP_READY_EVENT = 'roamwise:ready'

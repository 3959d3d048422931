/**
 * The password every test signs up and logs in with; it meets the store's password rules
 * (shared/lib/passwordRules.ts). Its own module, so end-to-end specs can import it without
 * the msw server the other support modules start.
 */
export const TEST_PASSWORD = 'Roam1ngFree'

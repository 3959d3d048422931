/**
 * The account overlay's state (SPEC 2.5): the values the store keeps and the `login` query
 * parameter sets (?login=0 opens the chooser). The session feature opens and closes them; the
 * layout and the review prompt read them.
 */
export const ACCOUNT_STATUS = {
  /** No account overlay open. */
  closed: -1,
  /** The guest/login chooser: continue as guest, log in, sign up, close. */
  chooser: 0,
  /** The email verification-code dialog. */
  verifyCode: 3,
} as const

export type AccountStatus = (typeof ACCOUNT_STATUS)[keyof typeof ACCOUNT_STATUS]

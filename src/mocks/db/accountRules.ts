/** Every rule of the account side in one place, so docs/api.md and the tests can quote it. */
export const ACCOUNT_RULES = {
  codeLength: 6,
  codeTtlMs: 10 * 60_000,
  codeResendMs: 60_000,
  codeMaxWrongAttempts: 5,
  /** How long a checked code may still be spent on register or reset. */
  verifiedCodeTtlMs: 15 * 60_000,
  checkTokenTtlMs: 5 * 60_000,
  loginMaxFailures: 5,
  loginFailureWindowMs: 15 * 60_000,
  loginLockMs: 15 * 60_000,
  /** Guest logins a clientId gets without a recaptcha inside the window below. */
  guestFreeLogins: 3,
  guestWindowMs: 10 * 60_000,
  inboxLimit: 50,
  /** Requests one clientId may make to login, send-code, check, register and reset per window. */
  authRequestsPerClient: 20,
  authRequestWindowMs: 60_000,
  /** Codes one address may be sent (both kinds) per window, whoever asks. */
  codesPerAddress: 5,
  codeSendWindowMs: 60 * 60_000,
  /** Wrong passwords or codes, per clientId or per address, after which a captcha is demanded. */
  failuresBeforeCaptcha: 3,
  failureWindowMs: 15 * 60_000,
  /**
   * A session unused this long ends (docs/api.md 3): the token's own 180 days (SPEC 7.4) are its
   * absolute lifetime, this is the idle one.
   */
  sessionIdleMs: 30 * 24 * 60 * 60_000,
  /** How long after sign-up an account may still take its sign-up gift. */
  signupGiftDays: 30,
  /** How stale lastSeenAt may get before a request writes it again (fewer saves). */
  sessionSeenEveryMs: 60 * 60_000,
} as const

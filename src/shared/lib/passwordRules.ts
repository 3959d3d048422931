/** Password rules shown as the user types; the mock server enforces the same ones. */
export interface PasswordRuleResult {
  key: 'length' | 'letter' | 'digit'
  met: boolean
}

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 64

export function checkPassword(password: string): PasswordRuleResult[] {
  return [
    { key: 'length', met: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX },
    { key: 'letter', met: /\p{L}/u.test(password) },
    { key: 'digit', met: /\d/.test(password) },
  ]
}

// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/

/**
 * The rules shown, and no control characters (a NUL or a line break cannot be typed into the
 * field, so one in a request is no person's password: issue 35.8).
 */
export function isStrongEnough(password: string): boolean {
  return checkPassword(password).every((rule) => rule.met) && !CONTROL_CHARACTER.test(password)
}

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

export function isStrongEnough(password: string): boolean {
  return checkPassword(password).every((rule) => rule.met)
}

import { isValidEmail, problemsOf } from './validation'

/**
 * The withdrawal statement's rules, one source for the form and the mock server: the form
 * explains them field by field, the server refuses what breaks them. Only what identifies the
 * contract and where to confirm is asked (art. 11a(2)): never a reason.
 */
export const WITHDRAWAL_LIMITS = { nameMax: 100, orderNoMin: 6, orderNoMax: 40 } as const

export const WITHDRAWAL_FIELDS = ['name', 'orderNo', 'email'] as const
export type WithdrawalField = (typeof WITHDRAWAL_FIELDS)[number]

export type WithdrawalProblem = 'required' | 'invalid' | 'tooLong'

export type WithdrawalInput = Record<WithdrawalField, string>

/** Order numbers are letters and digits, perhaps with hyphens; spaces pasted in are dropped. */
export function normaliseOrderNo(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

export function withdrawalProblem(
  field: WithdrawalField,
  input: Partial<Record<WithdrawalField, unknown>>,
): WithdrawalProblem | null {
  const raw = input[field]
  const value = typeof raw === 'string' ? raw.trim() : ''
  if (!value) return 'required'
  switch (field) {
    case 'name':
      return value.length > WITHDRAWAL_LIMITS.nameMax ? 'tooLong' : null
    case 'orderNo': {
      const orderNo = normaliseOrderNo(value)
      return orderNo.length >= WITHDRAWAL_LIMITS.orderNoMin &&
        orderNo.length <= WITHDRAWAL_LIMITS.orderNoMax &&
        /^[A-Z0-9]+(-[A-Z0-9]+)*$/.test(orderNo)
        ? null
        : 'invalid'
    }
    case 'email':
      return isValidEmail(value) ? null : 'invalid'
  }
}

export function withdrawalProblems(
  input: Partial<Record<WithdrawalField, unknown>>,
): Partial<Record<WithdrawalField, WithdrawalProblem>> {
  return problemsOf(WITHDRAWAL_FIELDS, (field) => withdrawalProblem(field, input))
}

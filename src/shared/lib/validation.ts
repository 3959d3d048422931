/** Local part, @, domain, and a suffix of 2 to 6 letters (SPEC 5). */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/

/** RFC 5321's limit on an address as mail can carry it (a path of 256 less its brackets). */
export const EMAIL_MAX = 254

export function isValidEmail(value: string): boolean {
  const email = value.trim()
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email)
}

export function isDigit(value: string): boolean {
  return /^[0-9]$/.test(value)
}

/** Every field's problem, in form order; an empty object means the form can be sent. */
export function problemsOf<F extends string, P extends string>(
  fields: readonly F[],
  problemOf: (field: F) => P | null,
): Partial<Record<F, P>> {
  const problems: Partial<Record<F, P>> = {}
  for (const field of fields) {
    const problem = problemOf(field)
    if (problem) problems[field] = problem
  }
  return problems
}

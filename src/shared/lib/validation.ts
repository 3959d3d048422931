/** Local part, @, domain, and a suffix of 2 to 6 letters (SPEC 5). */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

export function isDigit(value: string): boolean {
  return /^[0-9]$/.test(value)
}

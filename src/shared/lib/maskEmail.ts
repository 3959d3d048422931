/**
 * Hides all but the last characters of the local part and the whole domain (SPEC 5).
 * "traveller@example.com" -> "*****ler@*******.***"
 */
export function maskEmail(email: string, visible = 3): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return email
  // By code point, so a character outside the BMP (an emoji, a rare CJK ideograph) is never
  // cut in half into a broken surrogate.
  const local = Array.from(email.slice(0, at))
  const domain = email.slice(at + 1)
  const keep = Math.min(visible, Math.max(1, local.length - 1))
  const maskedLocal = '*'.repeat(local.length - keep) + local.slice(-keep).join('')
  const maskedDomain = domain.replace(/[^.]/g, '*')
  return `${maskedLocal}@${maskedDomain}`
}

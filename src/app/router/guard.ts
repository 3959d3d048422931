/** Paths that need a token (SPEC 2.7): any path containing one of these segments. */
const PROTECTED_SEGMENTS = ['/orders', '/changepwd', '/credit'] as const

export function needsToken(pathname: string): boolean {
  return PROTECTED_SEGMENTS.some((segment) => pathname.includes(segment))
}

/** The canonical form of a path: no trailing slash except the root (SPEC 2.1). */
export function withoutTrailingSlash(pathname: string): string | null {
  if (pathname === '/' || !pathname.endsWith('/')) return null
  const stripped = pathname.replace(/\/+$/, '')
  return stripped === '' ? '/' : stripped
}

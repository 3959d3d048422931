/**
 * True for a path inside this site ('/japan', '/ja/orders?tab=x'), false for anything a
 * browser or router would take elsewhere: absolute URLs, scheme-relative '//host', '/\host'
 * (browsers read the backslash as a slash), and control characters that get stripped before
 * parsing. Use before turning text from a server or a URL into a link or a navigation.
 */
export function isInternalPath(value: string): boolean {
  if (!value.startsWith('/')) return false
  if (value.startsWith('//') || value.startsWith('/\\')) return false
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return !/[\u0000-\u001f\u007f\\]/.test(value)
}

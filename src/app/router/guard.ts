import { pages, type PageDefinition } from './pages'

/** The paths the page table marks `requiresToken`, as the segments SPEC 2.7 looks for. */
export function tokenSegments(table: readonly PageDefinition[]): string[] {
  return table.filter((page) => page.requiresToken).map((page) => `/${page.path}`)
}

const PROTECTED_SEGMENTS = tokenSegments(pages)

/** SPEC 2.7: any path containing one of those segments needs a token (/orders, /ja/changepwd). */
export function needsToken(pathname: string): boolean {
  return PROTECTED_SEGMENTS.some((segment) => pathname.includes(segment))
}

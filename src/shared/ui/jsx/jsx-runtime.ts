import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime'
import { withBreakMarks } from './breakMarks'

/** React's JSX runtime, with CJK break marks turned into `<wbr>` (breakMarks.ts). */
export function jsx(type: Parameters<typeof reactJsx>[0], props: object, key?: string) {
  return reactJsx(type, withBreakMarks(type, props as Record<string, unknown>), key)
}

export function jsxs(type: Parameters<typeof reactJsxs>[0], props: object, key?: string) {
  return reactJsxs(type, withBreakMarks(type, props as Record<string, unknown>), key)
}

export { Fragment }
export type { JSX } from 'react/jsx-runtime'

import { Fragment, jsxDEV as reactJsxDEV } from 'react/jsx-dev-runtime'
import { withBreakMarks } from './breakMarks'

/** React's development JSX runtime, with CJK break marks turned into `<wbr>` (breakMarks.ts). */
export function jsxDEV(
  type: Parameters<typeof reactJsxDEV>[0],
  props: object,
  key: string | undefined,
  isStatic: boolean,
  source?: Parameters<typeof reactJsxDEV>[4],
  self?: unknown,
) {
  return reactJsxDEV(
    type,
    withBreakMarks(type, props as Record<string, unknown>),
    key,
    isStatic,
    source,
    self,
  )
}

export { Fragment }
export type { JSX } from 'react/jsx-dev-runtime'

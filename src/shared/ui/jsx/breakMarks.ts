import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import type { ReactNode } from 'react'

/**
 * Chinese and Japanese messages carry a zero-width space wherever a line may break (decision
 * 037). Every element the app writes goes through here (this folder is the JSX runtime,
 * `jsxImportSource` in vite.config.ts): a text child gets `<wbr>` at each mark instead, and an
 * attribute loses its marks. So a line breaks there, and the page's text has no mark in it: a
 * copy, a search or a test's pattern reads the words as written.
 */
const MARK = '\u200b'

/** Elements whose text React writes as a value, not as nodes: marks come out. */
const TEXT_ONLY = new Set(['option', 'textarea', 'title', 'script', 'style'])

function pieces(text: string): ReactNode {
  return jsxs(Fragment, {
    children: text.split(MARK).flatMap((piece, index) => (index ? [jsx('wbr', {}), piece] : piece)),
  })
}

function child(node: unknown, textOnly: boolean): unknown {
  if (typeof node !== 'string' || !node.includes(MARK)) return node
  return textOnly ? node.replaceAll(MARK, '') : pieces(node)
}

/**
 * The props of an element, marks turned into breaks: in its text children whatever it is (a
 * component such as a router link passes them on to the element that shows them), and taken
 * out of the attributes of an element of the page (`type` a tag name).
 */
export function withBreakMarks(type: unknown, props: Record<string, unknown>) {
  const host = typeof type === 'string'
  const textOnly = host && TEXT_ONLY.has(type)
  let changed: Record<string, unknown> | null = null
  for (const name in props) {
    const value = props[name]
    let next: unknown = value
    if (name === 'children')
      next = Array.isArray(value)
        ? value.some((item) => typeof item === 'string' && item.includes(MARK))
          ? value.map((item) => child(item, textOnly))
          : value
        : child(value, textOnly)
    else if (host && typeof value === 'string' && value.includes(MARK))
      next = value.replaceAll(MARK, '')
    if (next !== value) (changed ??= { ...props })[name] = next
  }
  return changed ?? props
}

import { Fragment, type ReactNode } from 'react'

/**
 * Message texts with a little structure: blank lines separate paragraphs, and a block whose
 * lines all start with "- " is a bulleted list. `mark` may wrap pieces of text (search hits).
 */
export function RichText({
  text,
  mark = (piece) => piece,
}: {
  text: string
  mark?: (piece: string) => ReactNode
}) {
  const blocks = text.split(/\n\s*\n/).filter((block) => block.trim() !== '')
  return (
    <>
      {blocks.map((block, index) => {
        const lines = block.split('\n').map((line) => line.trim())
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={index}>
              {lines.map((line, item) => (
                <li key={item}>{mark(line.slice(2))}</li>
              ))}
            </ul>
          )
        }
        return (
          <p key={index}>
            {lines.map((line, at) => (
              <Fragment key={at}>
                {at > 0 && <br />}
                {mark(line)}
              </Fragment>
            ))}
          </p>
        )
      })}
    </>
  )
}

/** Plain text of a RichText message, for search and structured data. */
export function plainText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim().replace(/^- /, ''))
    .filter(Boolean)
    .join(' ')
}

import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { wordPieces } from '../lib/wordBreaks'

/**
 * A text from the API (a name, a review) whose lines break between words only, in the page's
 * language or the text's own (shared/lib/wordBreaks.ts).
 */
export function Words({ text, locale }: { text: string; locale?: string }) {
  const { i18n } = useTranslation()
  const pieces = wordPieces(text, locale ?? i18n.language)
  if (pieces.length === 1) return text
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ))
}

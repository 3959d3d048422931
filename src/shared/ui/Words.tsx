import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { wordPieces } from '../lib/wordBreaks'

/** A short text whose lines break between words only (shared/lib/wordBreaks.ts). */
export function Words({ text }: { text: string }) {
  const { i18n } = useTranslation()
  const pieces = wordPieces(text, i18n.language)
  if (pieces.length === 1) return text
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ))
}

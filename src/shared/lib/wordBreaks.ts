import { intlText, wordSegmenter } from './intlText'

/**
 * Where a short CJK text (a name, a tab, a heading) may break: between the words
 * Intl.Segmenter finds, as the browser's own segmenter sees them. Chinese has no phrase model
 * in any browser, and Japanese has one only in Chrome (`word-break: auto-phrase`), so such text
 * is set with `word-break: keep-all` and these points become `<wbr>` (decision 030).
 * Only between two CJK words: Latin words already break at their spaces.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u

export function needsWordBreaks(locale: string): boolean {
  return locale === 'ja' || locale.startsWith('zh')
}

/** Joins the pieces in the text a pre-rendered page is sent with: no name or heading has it. */
const PIECE = '\u0001'

/**
 * The text in pieces; a line may break between any two. One piece when nothing is to gain. A
 * pre-rendered page's pieces come as the build cut them (`intlText`): the browser's first
 * segmenter loads ICU's dictionary during hydration, and another ICU may cut otherwise.
 */
export function wordPieces(text: string, locale: string): string[] {
  if (!needsWordBreaks(locale) || text.length < 4) return [text]
  return intlText(`${locale} words ${text}`, () => segment(text, locale).join(PIECE)).split(PIECE)
}

function segment(text: string, locale: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return [text]
  const pieces: string[] = []
  for (const { segment } of wordSegmenter(locale).segment(text)) {
    const last = pieces.at(-1)
    // Joined unless both sides are CJK: 'QR 碼' keeps its space, 'eSIM計劃' stays one.
    if (last !== undefined && CJK.test(last.at(-1)!) && CJK.test(segment[0]!)) pieces.push(segment)
    else if (last === undefined) pieces.push(segment)
    else pieces[pieces.length - 1] = last + segment
  }
  return pieces
}

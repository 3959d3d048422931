import { intlText, wordSegmenter } from './intlText.ts'

/**
 * Where a Chinese or Japanese line may break: between the words Intl.Segmenter finds, as the
 * browser's own segmenter sees them, and in Japanese only between phrases (a word with the
 * particles and endings that follow it: 提供される|デジタル|コンテンツのため). These pages are
 * set with `word-break: keep-all`, so a line breaks only where a text says it may: a zero-width
 * space in the messages (written in at build, `messageWithWordBreaks`) and in the values put
 * into them (`withWordBreaks`), `<wbr>` in texts the API sends (`Words`). Decision 037.
 */
const CJK = /[\p{sc=Han}\p{sc=Hira}\p{sc=Kana}ー々]/u
const CJK_PAIR = /[\p{sc=Han}\p{sc=Hira}\p{sc=Kana}ー々]{2}/u
/** A line may also break before a Latin word or a number after CJK text (は|1回, の|eSIM). */
const LATIN_OR_DIGIT = /[\p{sc=Latn}\d]/u
/**
 * ICU cuts katakana loanwords it does not know into scraps (プ|リ|ペイ|ド): a katakana run breaks
 * only between two parts of at least three letters (プリペイド|モバイル|データ).
 */
const KATAKANA = /[\p{sc=Kana}ー]/u
const KATAKANA_END = /[\p{sc=Kana}ー]{3,}$/u
const KATAKANA_WORD = /^[\p{sc=Kana}ー]{3,}/u
/** Particles and endings (の, により, ます) stay with the word before them. */
const JA_TRAILING = /^\p{sc=Hira}{1,3}$/u
/** Honorific prefixes stay with the word after them (ご|利用). */
const JA_PREFIX = /^[おご]$/u
/** A one-kanji suffix stays with the kanji word before it (撤回権, 利用者, 安全性). */
const HAN = /\p{sc=Han}/u
const JA_KANJI_SUFFIX = /^\p{sc=Han}$/u

/** The break a message carries: a zero-width space, which no reader, search or screen reader sees. */
export const WORD_BREAK = '\u200b'

export function needsWordBreaks(locale: string): boolean {
  return locale === 'ja' || locale.startsWith('zh')
}

/**
 * The space between a sentence and the next, or a label and its value, joined in code: none in
 * Chinese and Japanese, whose full stops, colons and brackets carry their own (docs/style).
 */
export function joinSpace(locale: string): string {
  return needsWordBreaks(locale) ? '' : ' '
}

/** Joins the pieces in the text a pre-rendered page is sent with: no name or heading has it. */
const PIECE = '\u0001'

/**
 * The text in pieces; a line may break between any two. One piece when nothing is to gain. A
 * pre-rendered page's pieces come as the build cut them (`intlText`): the browser's first
 * segmenter loads ICU's dictionary during hydration, and another ICU may cut otherwise.
 */
export function wordPieces(text: string, locale: string): string[] {
  if (!needsWordBreaks(locale) || !CJK_PAIR.test(text)) return [text]
  return intlText(`${locale} words ${text}`, () => segment(text, locale).join(PIECE)).split(PIECE)
}

/** The text with a zero-width space wherever a line may break (a value put into a message). */
export function withWordBreaks(text: string, locale: string): string {
  return wordPieces(text, locale).join(WORD_BREAK)
}

/** A message's text for where no line is laid out: a title, a description, structured data. */
export function withoutWordBreaks(text: string): string {
  return text.replaceAll(WORD_BREAK, '')
}

/** The build's cut of a message, kept out of the page's seeded texts. */
export function messageWithWordBreaks(text: string, locale: string): string {
  if (!needsWordBreaks(locale) || !CJK_PAIR.test(text)) return text
  return segment(text, locale).join(WORD_BREAK)
}

function segment(text: string, locale: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return [text]
  const pieces: string[] = []
  let previous = ''
  for (const { segment } of wordSegmenter(locale).segment(text)) {
    const end = previous.at(-1) ?? ''
    const start = segment[0]!
    const breaks =
      CJK.test(end) &&
      (CJK.test(start) || LATIN_OR_DIGIT.test(start)) &&
      !(
        KATAKANA.test(end) &&
        KATAKANA.test(start) &&
        !(KATAKANA_END.test(pieces.at(-1)!) && KATAKANA_WORD.test(segment))
      ) &&
      !(
        locale === 'ja' &&
        ((JA_TRAILING.test(segment) && !JA_PREFIX.test(segment)) ||
          JA_PREFIX.test(previous) ||
          (HAN.test(end) && JA_KANJI_SUFFIX.test(segment)))
      )
    if (breaks || !pieces.length) pieces.push(segment)
    else pieces[pieces.length - 1] += segment
    previous = segment
  }
  return pieces
}

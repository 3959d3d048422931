/**
 * Folding for search: width (NFKC), case, and the Turkish dotted/dotless i, so "ICCID",
 * "iccid" and "ıccıd" meet, and a full-width "ＥＳＩＭ" finds "eSIM". The zero-width spaces that
 * mark where a CJK line may break fold away: 全額返金 finds the page's 全額(U+200B)返金. One
 * code point at a time, so every folded character remembers where it came from and a match can
 * be highlighted.
 */
function foldChar(char: string): string {
  return char
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\u0307/g, '')
    .replace(/ı/g, 'i')
    .replace(/\u200b/g, '')
}

export function foldForSearch(text: string): string {
  let folded = ''
  for (const char of text) folded += foldChar(char)
  return folded
}

export interface TextRange {
  start: number
  end: number
}

/**
 * Every place the trimmed, folded query occurs in `text`, as ranges of the original string
 * (non-overlapping, in order). An empty query matches nowhere.
 */
export function findMatches(text: string, query: string): TextRange[] {
  const needle = foldForSearch(query.trim())
  if (!needle) return []
  let folded = ''
  // origin[i] = index in `text` of the character that produced folded[i].
  const origin: number[] = []
  let index = 0
  for (const char of text) {
    const piece = foldChar(char)
    folded += piece
    for (let unit = 0; unit < piece.length; unit += 1) origin.push(index)
    index += char.length
  }
  origin.push(text.length)
  const ranges: TextRange[] = []
  let from = folded.indexOf(needle)
  while (from >= 0) {
    const last = from + needle.length - 1
    const start = origin[from]!
    const lastChar = origin[last]!
    const end = lastChar + (text.codePointAt(lastChar)! > 0xffff ? 2 : 1)
    ranges.push({ start, end })
    from = folded.indexOf(needle, from + needle.length)
  }
  return ranges
}

export function matchesQuery(text: string, query: string): boolean {
  const needle = foldForSearch(query.trim())
  return needle !== '' && foldForSearch(text).includes(needle)
}

/**
 * Turkish case endings on a place name (docs/style/tr.md): after a typographic apostrophe, with
 * two-way vowel harmony (the last vowel: a ı o u take -a, e i ö ü take -e), a buffer y after a
 * vowel for the dative, and t for d after a voiceless consonant (fıstıkçı şahap): Japonya’da,
 * Japonya’ya, Irak’ta, Irak’a, Almanya’da, Türkiye’ye. Names read otherwise than they are
 * written (ABD reads "abede", Senegal has a palatal l) and compounds that take the pronominal n
 * (Cayman Adaları’nda) are spelt out in locales/tr/areas.json; this is the rule for the rest.
 */
export type TurkishCase = 'da' | 'ya'

const BACK = 'aıou'
const FRONT = 'eiöü'
const VOICELESS = 'fstkçşhp'
/** Letters of other alphabets a foreign name may end in, and the Turkish vowel each reads as. */
const FOREIGN = 'âáàãäéèêëîíìïóòôõûúù'
const READ_AS = 'aaaaeeeeeiiiioooouuu'

/**
 * The name with the ending, or null when the rule cannot tell: no letters, or an abbreviation
 * (all capitals), which is suffixed as it is read aloud and so needs an entry of its own.
 */
export function turkishCase(name: string, ending: TurkishCase): string | null {
  const letters = [...name.trim()].filter((char) => /\p{L}/u.test(char))
  if (letters.length === 0) return null
  if (
    letters.length > 1 &&
    letters.every(
      (char) => char === char.toLocaleUpperCase('tr') && char !== char.toLocaleLowerCase('tr'),
    )
  ) {
    return null
  }
  const lower = letters.map((char) => {
    const small = char.toLocaleLowerCase('tr')
    const foreign = FOREIGN.indexOf(small)
    return foreign < 0 ? small : READ_AS[foreign]!
  })
  const isVowel = (char: string) => BACK.includes(char) || FRONT.includes(char)
  const vowel = [...lower].reverse().find(isVowel)
  if (!vowel) return null
  const harmony = BACK.includes(vowel) ? 'a' : 'e'
  const last = lower[lower.length - 1]!
  const suffix =
    ending === 'da'
      ? `${VOICELESS.includes(last) ? 't' : 'd'}${harmony}`
      : `${isVowel(last) ? 'y' : ''}${harmony}`
  return `${name.trim()}’${suffix}`
}

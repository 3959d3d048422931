import { describe, expect, it } from 'vitest'
import {
  messageWithWordBreaks,
  withWordBreaks,
  withoutWordBreaks,
  wordPieces,
} from '../../../src/shared/lib/wordBreaks'
import { recordIntlText, seedIntlText } from '../../../src/shared/lib/intlText'

/** Issue 36.2: a Chinese or Japanese line breaks between words, never inside one. */
describe('word pieces of a CJK text', () => {
  it.each([
    ['zh-CN', '阿拉伯联合酋长国', ['阿拉伯', '联合', '酋长', '国']],
    ['zh-HK', '每日無限數據', ['每日', '無限', '數據']],
    ['ja', 'オーストラリア', ['オーストラリア']],
    ['ja', 'アゼルバイジャン', ['アゼルバイジャン']],
    // ICU cuts a loanword it does not know (プ|リ|ペイ|ド): no scraps, whole words only.
    ['ja', 'プリペイドモバイルデータ', ['プリペイド', 'モバイル', 'データ']],
  ])('%s %s', (locale, text, pieces) => {
    expect(wordPieces(text, locale)).toEqual(pieces)
  })

  it('keeps Japanese particles and endings with the word before them: phrases', () => {
    expect(wordPieces('お客様の責任となります', 'ja')).toEqual(['お客様の', '責任となります'])
    expect(wordPieces('当社の不具合により利用できず', 'ja')).toEqual([
      '当社の',
      '不具合により',
      '利用できず',
    ])
  })

  it('keeps a one-kanji suffix with the kanji word before it', () => {
    expect(wordPieces('撤回権について', 'ja')).toEqual(['撤回権', 'について'])
    expect(wordPieces('利用者の安全性', 'ja')).toEqual(['利用者の', '安全性'])
  })

  it('breaks before a Latin word or a number after CJK, never after one', () => {
    expect(wordPieces('ダウンロードは1回しかできません', 'ja')).toEqual([
      'ダウンロードは',
      '1回しかできません',
    ])
    expect(wordPieces('お支払い後のeSIMのお届け', 'ja')).toEqual([
      'お支払い',
      '後の',
      'eSIMの',
      'お届け',
    ])
    expect(wordPieces('掃描 QR 碼', 'zh-HK').join('')).toBe('掃描 QR 碼')
    expect(wordPieces('eSIM計劃', 'zh-HK')).toEqual(['eSIM計劃'])
  })

  it('leaves other languages and texts with nothing to break whole', () => {
    expect(wordPieces('Vereinigte Arabische Emirate', 'de')).toEqual([
      'Vereinigte Arabische Emirate',
    ])
    expect(wordPieces('日', 'ja')).toEqual(['日'])
    expect(wordPieces('eSIM 5GB', 'zh-CN')).toEqual(['eSIM 5GB'])
  })

  it('tells the build where it cut a text, and a page takes the cuts it was built with', () => {
    const heard: Record<string, string> = {}
    recordIntlText((key, text) => {
      heard[key] = text
    })
    wordPieces('每日無限數據', 'zh-HK')
    recordIntlText(null)
    expect(heard).toEqual({ 'zh-HK words 每日無限數據': '每日\u0001無限\u0001數據' })
    // Another ICU may cut otherwise; the page keeps the HTML's cuts.
    seedIntlText({ 'ja words ローミング料金': 'ローミング\u0001料金' })
    expect(wordPieces('ローミング料金', 'ja')).toEqual(['ローミング', '料金'])
  })
})

describe('a message with its line breaks written in', () => {
  it('marks each break with a zero-width space, and the marks come out again', () => {
    const marked = withWordBreaks('首次连接网络时开始计算', 'zh-CN')
    expect(marked.split('\u200b').length).toBeGreaterThan(3)
    expect(withoutWordBreaks(marked)).toBe('首次连接网络时开始计算')
    expect(withWordBreaks('Datenvolumen', 'de')).toBe('Datenvolumen')
  })

  it("never touches a message's placeholders, tags or nesting", () => {
    const message = '{{count}}件の<1>プラン</1>を$t(common:plan.name)と{{name}}さんへ'
    const marked = messageWithWordBreaks(message, 'ja')
    for (const part of ['{{count}}', '<1>', '</1>', '$t(common:plan.name)', '{{name}}'])
      expect(marked).toContain(part)
    expect(withoutWordBreaks(marked)).toBe(message)
  })

  it('leaves the build and its pages no record of a message it cut', () => {
    const heard: string[] = []
    recordIntlText((key) => heard.push(key))
    messageWithWordBreaks('お客様の責任となります', 'ja')
    recordIntlText(null)
    expect(heard).toEqual([])
  })
})

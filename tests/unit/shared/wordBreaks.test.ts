import { describe, expect, it } from 'vitest'
import { wordPieces } from '../../../src/shared/lib/wordBreaks'
import { recordIntlText, seedIntlText } from '../../../src/shared/lib/intlText'

/** Issue 36.2: a CJK name or tab breaks between its words, never inside one. */
describe('word pieces of a short CJK text', () => {
  it.each([
    ['zh-CN', '阿拉伯联合酋长国', ['阿拉伯', '联合', '酋长', '国']],
    ['zh-HK', '每日無限數據', ['每日', '無限', '數據']],
    ['ja', 'オーストラリア', ['オーストラリア']],
    ['ja', 'アゼルバイジャン', ['アゼルバイジャン']],
  ])('%s %s', (locale, text, pieces) => {
    expect(wordPieces(text, locale)).toEqual(pieces)
  })

  it('keeps Latin words with their spaces and a CJK word glued to Latin as one', () => {
    expect(wordPieces('掃描 QR 碼', 'zh-HK').join('')).toBe('掃描 QR 碼')
    expect(wordPieces('eSIM計劃', 'zh-HK')).toEqual(['eSIM計劃'])
  })

  it('leaves other languages and short texts whole', () => {
    expect(wordPieces('Vereinigte Arabische Emirate', 'de')).toEqual([
      'Vereinigte Arabische Emirate',
    ])
    expect(wordPieces('日本', 'ja')).toEqual(['日本'])
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

import { describe, expect, it } from 'vitest'
import { fitText, shareCardFonts, shareCardSvg, wrapText } from '../../../src/app/head/ShareCard'
import { headHtml, openGraphLocale } from '../../../src/app/head/headHtml'

describe('share cards', () => {
  it('breaks Latin text at spaces and CJK text between characters', () => {
    expect(wrapText('Bosnia and Herzegovina', 10)).toEqual(['Bosnia and', 'Herzegovina'])
    expect(wrapText('ボスニア・ヘルツェゴビナ', 6)).toEqual(['ボスニア・ヘ', 'ルツェゴビナ'])
  })

  it('chooses the largest size at which a name fits two lines', () => {
    expect(fitText('Japan', 620, [92, 80], 2)).toEqual({ size: 92, lines: ['Japan'] })
    const long = fitText('Saint Vincent and the Grenadines', 620, [92, 80, 68, 58], 2)
    expect(long.lines.length).toBeLessThanOrEqual(2)
    expect(long.size).toBeLessThan(92)
  })

  it('sets each language in fonts that have its letters', () => {
    expect(shareCardFonts('ja')).toMatch(/^Noto Sans CJK JP/)
    expect(shareCardFonts('zh-HK')).toMatch(/^Noto Sans CJK HK/)
    expect(shareCardFonts('tr')).toMatch(/^DejaVu Sans/)
  })

  it('draws the name and price as text, escaped', () => {
    const svg = shareCardSvg({
      locale: 'en',
      brand: 'Roamwise',
      title: 'Trinidad & Tobago',
      detail: 'From $3.49',
      mark: { kind: 'REGION' },
    })
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toMatch(/Trinidad &amp;(<\/text><text[^>]*>)? ?Tobago/)
    expect(svg).toContain('From $3.49')
    expect(svg).toContain('width="1200"')
  })
})

describe('head tags', () => {
  it('writes Open Graph locales as language_TERRITORY', () => {
    expect(openGraphLocale('zh-HK')).toBe('zh_HK')
    expect(openGraphLocale('ja')).toBe('ja_JP')
  })

  it('escapes what it writes and lists the other languages', () => {
    const html = headHtml({
      title: 'Q&A <FAQ> | Roamwise',
      description: 'Say "hi"',
      locale: 'de',
      siteName: 'Roamwise',
      canonical: 'https://www.roamwise.example/de/faq',
      alternates: [{ hreflang: 'en', href: 'https://www.roamwise.example/faq' }],
      jsonLd: new Map([['faq', '{"a":"\\u003c/script>"}']]),
    })
    expect(html).toContain('<title>Q&amp;A &lt;FAQ&gt; | Roamwise</title>')
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;">')
    expect(html).toContain('<meta property="og:locale" content="de_DE">')
    expect(html.match(/og:locale:alternate/g)).toHaveLength(6)
    expect(html).toContain('<meta name="twitter:card" content="summary">')
    expect(html).toContain('data-rw-head=""')
    expect(html).not.toContain('</script>"')
  })

  it('leaves canonical, alternates and og:url out of pages search engines should not list', () => {
    const html = headHtml({
      title: 'Login',
      description: '',
      locale: 'en',
      siteName: 'Roamwise',
      jsonLd: new Map(),
    })
    expect(html).not.toMatch(/canonical|hreflang|og:url/)
  })
})

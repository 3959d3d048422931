import { describe, expect, it } from 'vitest'
import { withoutDeferredPreloads } from '../../../scripts/deferred-preloads.mjs'

// A Vite manifest in miniature: the HTTP client with its own chunk and one it shares.
const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: [] },
  'src/features/catalogue/HomePage.tsx': { file: 'assets/HomePage-2.js', imports: ['_money'] },
  'src/api/axiosClient.ts': { file: 'assets/axiosClient-3.js', imports: ['_signing', '_money'] },
  _signing: { file: 'assets/signing-4.js' },
  _money: { file: 'assets/money-5.js' },
}
const link = (file: string) =>
  `<link rel="modulepreload" as="script" crossorigin="" href="/${file}">`

describe('pre-rendered pages leave the HTTP client to load after they are interactive', () => {
  it('drops the client and what only it imports, keeps what the page needs too', () => {
    const head = [
      link('assets/axiosClient-3.js'),
      link('assets/signing-4.js'),
      link('assets/money-5.js'),
      link('assets/HomePage-2.js'),
      '<link rel="stylesheet" href="/assets/HomePage-2.css">',
    ].join('')
    expect(withoutDeferredPreloads(head, manifest)).toBe(
      [
        link('assets/money-5.js'),
        link('assets/HomePage-2.js'),
        '<link rel="stylesheet" href="/assets/HomePage-2.css">',
      ].join(''),
    )
  })

  it('leaves a page without those links as it was', () => {
    const head = link('assets/HomePage-2.js')
    expect(withoutDeferredPreloads(head, manifest)).toBe(head)
  })
})

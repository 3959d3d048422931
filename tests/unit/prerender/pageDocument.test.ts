import { describe, expect, it } from 'vitest'
import {
  pageDocument,
  routeAssets,
  shellDocument,
  splitLeadingLinks,
} from '../../../scripts/page-document.mjs'
import { requestKey, cachingAdapter } from '../../../scripts/api-cache.mjs'

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shell's own description."
    />
    <title>Roamwise · Travel eSIM</title>
    <link rel="manifest" href="/manifest.webmanifest" />
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
  </head>
  <body>
    <noscript>This store needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`

const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_money.js': { file: 'assets/money.js', imports: ['_shared.js'] },
  'src/AreaPage.tsx': {
    file: 'assets/AreaPage.js',
    isDynamicEntry: true,
    imports: ['index.html', '_money.js', '_shared.js'],
    css: ['assets/AreaPage.css'],
  },
}

describe('a pre-rendered page document', () => {
  it("takes the route's stylesheets and the chunks the entry does not already bring", () => {
    expect(routeAssets(MANIFEST, 'src/AreaPage.tsx')).toEqual({
      css: ['assets/AreaPage.css'],
      js: ['assets/AreaPage.js', 'assets/money.js'],
    })
    expect(routeAssets(MANIFEST, undefined)).toEqual({ css: [], js: [] })
  })

  it("moves React's leading resource hints out of the tree", () => {
    expect(splitLeadingLinks('<link rel="preload" as="image" href="/f.svg"/><div>x</div>')).toEqual(
      {
        links: '<link rel="preload" as="image" href="/f.svg"/>',
        rest: '<div>x</div>',
      },
    )
  })

  it("puts the page's head, tree and state into the shell in place of the shell's own", () => {
    const html = pageDocument(SHELL, {
      lang: 'ja',
      manifestHref: '/ja/manifest.webmanifest',
      headTags: '<title>日本 | Roamwise</title><meta name="description" content="d">',
      rootHtml:
        '<link rel="preload" as="image" href="/flags/jp.png"/><div class="layout"><h1>日本</h1></div>',
      payloadScript: '<script type="application/json" id="rw-prerender">{}</script>',
      assets: { css: ['assets/AreaPage.css'], js: ['assets/AreaPage.js'] },
    })
    expect(html).toContain('<html lang="ja">')
    expect(html).toContain('<link rel="manifest" href="/ja/manifest.webmanifest" />')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>日本 | Roamwise</title>')
    expect(html).not.toContain("The shell's own description.")
    expect(html).not.toContain('<noscript>')
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/AreaPage.css">')
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/AreaPage.js">')
    expect(head).toContain('<link rel="preload" as="image" href="/flags/jp.png"/>')
    expect(html).toContain(
      '<div id="root"><div class="layout"><h1>日本</h1></div></div><script type="application/json" id="rw-prerender">{}</script>',
    )
  })
})

describe('the shell', () => {
  const tags =
    '<title>Travel eSIM | Roamwise</title><meta name="description" content="d"><meta property="og:title" content="Travel eSIM | Roamwise">'

  it("takes the store's title, description and share tags, and keeps its notice", () => {
    const html = shellDocument(SHELL, tags)
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<meta property="og:title" content="Travel eSIM | Roamwise">')
    expect(html).not.toContain("The shell's own description.")
    expect(html).toContain('<noscript>')
    expect(html).toContain('<div id="root"></div>')
  })

  it('gives a page built from it (a second build) only the page’s share tags', () => {
    const html = pageDocument(shellDocument(SHELL, tags), {
      lang: 'en',
      headTags:
        '<title>Japan | Roamwise</title><meta property="og:title" content="Japan | Roamwise">',
      rootHtml: '<h1>Japan</h1>',
      payloadScript: '',
      assets: { css: [], js: [] },
    })
    expect(html.match(/og:title/g)).toHaveLength(1)
    expect(html).toContain('content="Japan | Roamwise"')
  })
})

describe("the renderer's API cache", () => {
  const request = (body: object, lang = 'en') => ({
    method: 'post',
    baseURL: 'http://api/',
    url: 'v3/query/package',
    headers: { lang },
    data: JSON.stringify(body),
  })

  it('treats requests that differ only in their envelope meta as the same question', () => {
    const a = request({ areaSlug: 'japan', meta: { requestId: '1' }, clientId: 'x' })
    const b = request({ areaSlug: 'japan', meta: { requestId: '2' }, clientId: 'y' })
    expect(requestKey(a)).toBe(requestKey(b))
    expect(requestKey(request({ areaSlug: 'japan' }, 'ja'))).not.toBe(requestKey(a))
    expect(requestKey(request({ areaSlug: 'korea' }))).not.toBe(requestKey(a))
  })

  it('keeps the most recently used answers only', async () => {
    let calls = 0
    const network = async (config: object) => {
      calls++
      return { data: '{}', status: 200, config }
    }
    const { adapter } = cachingAdapter(network, 2)
    await adapter(request({ areaSlug: 'a' }))
    await adapter(request({ areaSlug: 'b' }))
    await adapter(request({ areaSlug: 'a' })) // a is now the most recent
    await adapter(request({ areaSlug: 'c' })) // evicts b
    await adapter(request({ areaSlug: 'a' }))
    expect(calls).toBe(3)
    await adapter(request({ areaSlug: 'b' }))
    expect(calls).toBe(4)
  })

  it('asks the network once per question, and again after a failure', async () => {
    let calls = 0
    let fail = true
    const network = async (config: object) => {
      calls++
      if (fail) throw new Error('down')
      return { data: '{"ok":true}', status: 200, config }
    }
    const { adapter, stats } = cachingAdapter(network)
    await expect(adapter(request({ areaSlug: 'japan' }))).rejects.toThrow('down')
    fail = false
    const first = await adapter(request({ areaSlug: 'japan' }))
    const again = request({ areaSlug: 'japan', meta: { requestId: '9' } })
    const second = await adapter(again)
    expect(calls).toBe(2)
    expect(second.config).toBe(again)
    expect(second.data).toBe(first.data)
    expect(stats).toEqual({ network: 2, cached: 1 })
  })
})

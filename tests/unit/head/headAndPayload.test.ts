import { describe, expect, it } from 'vitest'
import { applyHeadLinks } from '../../../src/app/head/applyHeadLinks'
import { alternateLinks } from '../../../src/app/head/siteLinks'
import {
  PAYLOAD_ELEMENT_ID,
  readPayload,
  serializePayload,
  type PrerenderPayload,
} from '../../../src/app/prerender/payload'
import { makeStore } from '../../../src/app/store'
import { withProductImage } from '../../../src/app/head/headHtml'
import { planProduct } from '../../../src/features/catalogue/structuredData'
import { scriptSafeJson } from '../../../src/shared/ui/headCollector'
import { seedShareImage, shareImageFor } from '../../../src/shared/lib/shareImage'
import type { PackageDto } from '../../../src/api/contract/catalogue'

const SITE = 'https://www.roamwise.example'

describe('applyHeadLinks', () => {
  it('writes canonical and alternates, replaces them per page and removes them for private pages', () => {
    const head = document.implementation.createHTMLDocument('t').head
    const foreign = head.ownerDocument.createElement('link')
    foreign.rel = 'icon'
    foreign.href = '/favicon.svg'
    head.appendChild(foreign)

    applyHeadLinks(head, { canonical: `${SITE}/ja`, alternates: alternateLinks(SITE, '/ja') })
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/ja`)
    expect(head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(8)

    const canonicalBefore = head.querySelector('link[rel="canonical"]')
    applyHeadLinks(head, { canonical: `${SITE}/ja`, alternates: alternateLinks(SITE, '/ja') })
    expect(head.querySelector('link[rel="canonical"]')).toBe(canonicalBefore)

    applyHeadLinks(head, {
      canonical: `${SITE}/ja/agreement`,
      alternates: alternateLinks(SITE, '/ja/agreement'),
    })
    expect(head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(head.querySelector('link[hreflang="de"]')?.getAttribute('href')).toBe(
      `${SITE}/de/agreement`,
    )

    applyHeadLinks(head, null)
    expect(head.querySelectorAll('link[rel="canonical"], link[hreflang]')).toHaveLength(0)
    expect(head.querySelector('link[rel="icon"]')).toBe(foreign)
  })
})

describe('the embedded payload', () => {
  const payload: PrerenderPayload = {
    path: '/ja/japan',
    locale: 'ja',
    state: makeStore().getState(),
    messages: { common: { evil: '</script><script>alert(1)</script>\u2028<!--' } },
  }

  function documentWith(json: string): Document {
    const doc = document.implementation.createHTMLDocument('t')
    doc.body.innerHTML = `<div id="root"></div><script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${json}</script><p id="after">after</p>`
    return doc
  }

  it('cannot close its <script> element, and reads back unchanged', () => {
    const json = serializePayload(payload)
    expect(json).not.toMatch(/<|>|\u2028/)
    const doc = documentWith(json)
    expect(doc.getElementById('after')?.textContent).toBe('after')
    expect(readPayload(doc, '/ja/japan')).toEqual(payload)
  })

  it('is ignored for another path (a host serving it as a fallback) and when broken', () => {
    expect(readPayload(documentWith(serializePayload(payload)), '/ja/login')).toBeNull()
    expect(readPayload(documentWith('{not json'), '/ja/japan')).toBeNull()
    expect(readPayload(document.implementation.createHTMLDocument('t'), '/')).toBeNull()
  })
})

describe('the share card as the Product image (issue 35.5)', () => {
  const CARD = `${SITE}/share/abc123.png`
  const PATH = '/ja/japan/jp-data-5gb-30d'
  const plan = {
    siteUrl: SITE,
    path: PATH,
    name: 'Japan 5 GB',
    description: 'Data in Japan',
    pkg: { packageId: 'jp-data-5gb-30d', priceUsd: 9.5 } as PackageDto,
    brand: 'Roamwise',
  }
  const product = planProduct(plan)

  it('is added by the build where the app would put it, and nothing else changes', () => {
    const rendered = new Map([
      ['product', scriptSafeJson(JSON.stringify(product))],
      ['breadcrumbs', scriptSafeJson(JSON.stringify({ '@type': 'BreadcrumbList', url: 'x' }))],
    ])
    const added = withProductImage(rendered, CARD)
    // The same text the app writes once it runs with the card seeded (shared/lib/shareImage.ts).
    seedShareImage(PATH, CARD)
    const app = planProduct({ ...plan, image: shareImageFor(PATH) })
    expect(added.get('product')).toBe(scriptSafeJson(JSON.stringify(app)))
    expect(JSON.parse(added.get('product')!)).toMatchObject({ image: CARD })
    expect(added.get('breadcrumbs')).toBe(rendered.get('breadcrumbs'))
    // Only the page the build rendered has its card.
    expect(shareImageFor('/ja/japan/jp-data-10gb-30d')).toBeUndefined()
    // Test files share modules: leave no page seeded for the next one.
    seedShareImage('', '')
  })
})

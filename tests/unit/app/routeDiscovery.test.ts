import { describe, expect, it } from 'vitest'
import { createMemoryRouter } from 'react-router'
import { buildRoutes, routePatcher } from '../../../src/app/router/routes'
import type { PageDefinition } from '../../../src/app/router/pages'
import type { LocaleCode } from '../../../src/i18n/locales'

const page = (name: string, path: string): PageDefinition => ({
  name,
  path,
  load: async () => ({ default: () => null }),
})
const pages = [page('index', ''), page('area', ':area'), page('faq', 'faq-{slug}-esim')]

/** A router as main.tsx makes it: the visitor's locale only, the rest found on the way. */
function routerStartingIn(locale: LocaleCode, url: string) {
  return createMemoryRouter(buildRoutes('roamwise', pages, [locale]), {
    initialEntries: [url],
    patchRoutesOnNavigation: routePatcher('roamwise', pages, [locale]),
  })
}

const matchedIds = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.matches.map((match) => match.route.id)

describe('routes of other locales, added on the first visit there', () => {
  it('starts with the one locale', () => {
    const router = routerStartingIn('en', '/')
    expect(router.routes[0]!.children!.map((route) => route.id)).toEqual(['layout___en'])
    router.dispose()
  })

  it('finds /ja pages even though English /:area would match /ja', async () => {
    const router = routerStartingIn('en', '/')
    await router.navigate('/ja/faq-roamwise-esim')
    expect(matchedIds(router)).toEqual(['root', 'layout___ja', 'faq___ja'])
    await router.navigate('/ja')
    expect(matchedIds(router)).toEqual(['root', 'layout___ja', 'index___ja'])
    router.dispose()
  })

  it("finds English from another locale, and each locale's own 404", async () => {
    const router = routerStartingIn('ja', '/ja/japan')
    await router.navigate('/faq-roamwise-esim')
    expect(matchedIds(router)).toEqual(['root', 'layout___en', 'faq___en'])
    await router.navigate('/de/no/such/page')
    expect(matchedIds(router)).toEqual(['root', 'layout___de', 'notFound___de'])
    expect(router.routes[0]!.children!.map((route) => route.id)).toEqual([
      'layout___ja',
      'layout___en',
      'layout___de',
    ])
    router.dispose()
  })
})

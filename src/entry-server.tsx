// The build's renderer (scripts/prerender.mjs loads Vite's SSR build of this file): renders a
// public page in Node with React's own static renderer and react-router's static handler, from
// the same route tree, store and messages the browser hydrates (src/main.tsx). Nothing here
// touches window, storage, the service worker or the mock worker: the page's data comes from
// the API through the same thunks, and head tags from the same hooks (through a collector).
import { prerenderToNodeStream } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import i18next, { type i18n as I18n } from 'i18next'
import type { AxiosAdapter } from 'axios'
import { AppProviders } from './app/AppProviders'
import { makeStore, type RootState } from './app/store'
import { buildRoutes } from './app/router/routes'
import { pages } from './app/router/pages'
import { configureHttp } from './api/http'
import { setConfig, type RuntimeConfig } from './config/runtimeConfig'
import { initialSessionState } from './features/session/sessionSlice'
import { initialCatalogueState, trimmedForHtml } from './features/catalogue/catalogueSlice'
import { trimForHtml } from './features/catalogue/htmlTrim'
import { START_NAMESPACES, type LocaleCode } from './i18n/locales'
import { localePath, parseRouteName, splitLocale } from './i18n/localePath'
import { headHtml, withProductImage, type ShareImage } from './app/head/headHtml'
import { shareCardSvg, type ShareCardContent } from './app/head/ShareCard'
import { localAreaName } from './i18n/areaName'
import { interpolationFor } from './i18n/i18n'
import { formatPriceFromUsd } from './shared/lib/money'
import { recordIntlText } from './shared/lib/intlText'
import { withoutWordBreaks } from './shared/lib/wordBreaks'
import type { AreaDto } from './api/contract/catalogue'
import { isPublicPage } from './app/head/publicPages'
import { alternateLinks, canonicalUrl } from './app/head/siteLinks'
import { PAGE_DATA } from './app/prerender/pageData'
import { publicPaths } from './app/prerender/publicPaths'
import { markHydrationStart, type PrerenderPayload } from './app/prerender/payload'
import { renderedState } from './app/prerender/visitorState'
import { CollectedHead, HeadCollectorContext } from './shared/ui/headCollector'
import { recordCountryNames } from './shared/lib/countries'
import { nameRanks, recordSortedNames } from './shared/lib/collation'

export { serializePayload, PAYLOAD_ELEMENT_ID } from './app/prerender/payload'
export { localizedPaths } from './app/head/publicPages'
export { buildSitemapFiles, buildRobots } from './app/head/sitemap'
export { SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT } from './app/head/ShareCard'
export { headHtml } from './app/head/headHtml'
export { LOCALE_CODES } from './i18n/locales'
export { manifestPath } from './i18n/localePath'

export type Messages = Record<string, Record<string, unknown>>

export interface RendererSetup {
  config: RuntimeConfig
  /** Every namespace of a language's messages (locales/<lng>/*.json). */
  messages: (locale: LocaleCode) => Messages
  /** How the page's API requests travel (a cache in front of the API, scripts/prerender.mjs). */
  adapter?: AxiosAdapter
}

export interface RenderedPage {
  /** The route's name in the page table (`area-dataplan`), or `notFound`. */
  routeName: string
  params: Record<string, string | undefined>
  locale: LocaleCode
  /** What goes inside `<div id="root">`. */
  html: string
  head: CollectedHead
  payload: PrerenderPayload
  /** The page's `<head>` tags; `image` is its share card, when the build made one. */
  headTags(image?: ShareImage): string
  /** The page's share card (SVG) and its text alternative. */
  shareCard(flagHref: (code: string) => string | null): { svg: string; alt: string }
}

/** Namespaces react-i18next reports as used while one page renders. */
class UsedNamespaces {
  private readonly used = new Set<string>()
  addUsedNamespaces(namespaces: readonly string[]) {
    for (const namespace of namespaces) this.used.add(namespace)
  }
  getUsedNamespaces() {
    return [...this.used]
  }
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}

/** The destination a page is about: its own, or its plan's. */
function pageArea(
  state: RootState,
  routeName: string,
  params: Record<string, string | undefined>,
): AreaDto | undefined {
  const { areaPackages, crossAreaLists } = state.catalogue
  if (routeName === 'area' || routeName === 'area-dataplan') {
    return areaPackages[params.area ?? '']?.data?.area
  }
  if (routeName === 'esim-call-text-dataplan') {
    const list = crossAreaLists.callText.data
    const pkg = list?.packages.find((item) => item.packageId === params.dataplan)
    return pkg ? list?.areas.find((item) => item.areaId === pkg.areaId) : undefined
  }
  return undefined
}

export function createRenderer(setup: RendererSetup) {
  setConfig(setup.config)
  // Every page this renders arrives with its content: no loading phase to show (SPEC 2.5).
  markHydrationStart()
  const i18ns = new Map<LocaleCode, Promise<I18n>>()
  const handlers = new Map<LocaleCode, ReturnType<typeof createStaticHandler>>()

  const i18nFor = (locale: LocaleCode) => {
    let instance = i18ns.get(locale)
    if (!instance) {
      const created = i18next.createInstance()
      instance = created
        .init({
          lng: locale,
          fallbackLng: false,
          resources: { [locale]: setup.messages(locale) },
          defaultNS: 'common',
          interpolation: interpolationFor(created),
          react: { useSuspense: true },
          returnNull: false,
        })
        .then(() => created)
      i18ns.set(locale, instance)
    }
    return instance
  }

  const handlerFor = (locale: LocaleCode) => {
    let handler = handlers.get(locale)
    if (!handler) {
      handler = createStaticHandler(buildRoutes(setup.config.productSlug, pages, [locale]))
      handlers.set(locale, handler)
    }
    return handler
  }

  /**
   * Renders one path. One page at a time per process: the HTTP client's wiring is module state
   * (src/api/http.ts), set here for this page's store.
   */
  async function render(pathname: string): Promise<RenderedPage> {
    const { locale } = splitLocale(pathname)
    const store = makeStore({
      session: { ...initialSessionState, locale },
      catalogue: initialCatalogueState,
    })
    configureHttp(
      {
        getLocale: () => store.getState().session.locale,
        getSigningKey: () => setup.config.signingKey,
        getBaseUrl: () => setup.config.apiBaseUrl,
      },
      setup.adapter,
    )
    const handler = handlerFor(locale)
    const context = await handler.query(new Request(new URL(pathname, 'http://build.invalid')))
    if (context instanceof Response) {
      throw new Error(`${pathname} answers ${context.status} ${context.headers.get('Location')}`)
    }
    const leaf = context.matches[context.matches.length - 1]
    const routeName = (leaf && parseRouteName(leaf.route.id)?.name) ?? 'notFound'
    const params = leaf?.params ?? {}
    await PAGE_DATA[routeName]?.(store.dispatch, params, locale)
    const i18n = await i18nFor(locale)
    const t = i18n.getFixedT(locale)
    // The HTML carries the head of the page's long lists; the rest comes after load.
    store.dispatch(
      trimmedForHtml(trimForHtml(store.getState().catalogue, routeName, params, locale, t)),
    )

    const used = new UsedNamespaces()
    ;(i18n as I18n & { reportNamespaces?: UsedNamespaces }).reportNamespaces = used
    const head = new CollectedHead()
    const router = createStaticRouter(handler.dataRoutes, context)
    const state = store.getState()
    const errors: unknown[] = []
    const countryNames: Record<string, string> = {}
    recordCountryNames((code, name) => {
      countryNames[code] = name
    })
    const intlText: Record<string, string> = {}
    recordIntlText((key, text) => {
      intlText[key] = text
    })
    const sortedNames = new Set<string>()
    recordSortedNames((_, name) => sortedNames.add(name))
    const { prelude } = await prerenderToNodeStream(
      <HeadCollectorContext.Provider value={head}>
        <AppProviders store={store} i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </HeadCollectorContext.Provider>,
      // One document, every boundary in place: React otherwise moves a boundary larger than
      // this (12.8 KB by default) to the end, revealed by an inline script the CSP forbids.
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => void errors.push(error),
      },
    )
    const html = await streamToString(prelude)
    recordCountryNames(null)
    recordIntlText(null)
    recordSortedNames(null)
    // A boundary that failed or never finished would be left to the client: not a page to ship.
    if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]))
    if (/<!--\$[?!]-->|<script/.test(html)) {
      throw new Error('the render left a boundary to the client or wrote a script')
    }
    const all = i18n.store.data[locale] as Messages
    const messages: Messages = {}
    // The start namespaces always travel: a page the client moves to next names places too.
    for (const namespace of [
      ...new Set([...START_NAMESPACES, ...used.getUsedNamespaces()]),
    ].sort()) {
      if (all[namespace]) messages[namespace] = all[namespace]
    }
    const { siteUrl, productName } = setup.config
    const listed = isPublicPage(routeName)
    const area = pageArea(state as RootState, routeName, params)
    return {
      routeName,
      params,
      locale,
      html,
      head,
      payload: {
        path: pathname,
        locale,
        state: renderedState(state as RootState),
        messages,
        countryNames,
        intlText,
        nameRanks: nameRanks(sortedNames, locale),
      },
      headTags: (image) =>
        headHtml({
          title: head.title ?? productName,
          description: head.description ?? '',
          locale,
          siteName: productName,
          canonical: listed ? canonicalUrl(siteUrl, pathname) : undefined,
          noindex: routeName === 'notFound',
          alternates: listed ? alternateLinks(siteUrl, pathname) : undefined,
          image,
          jsonLd: image ? withProductImage(head.jsonLd, image.url) : head.jsonLd,
        }),
      shareCard: (flagHref) => {
        const content: ShareCardContent = area
          ? {
              locale,
              brand: productName,
              title: localAreaName(area, locale, t),
              detail: t('common:plan.from', {
                price: formatPriceFromUsd(area.fromPriceUsd, { code: 'USD', rate: 1 }, locale),
              }),
              mark:
                area.type === 'COUNTRY'
                  ? (() => {
                      const href = flagHref(area.code)
                      return href ? { kind: 'flag' as const, href } : null
                    })()
                  : { kind: area.type },
            }
          : {
              locale,
              brand: productName,
              title: t('home:hero.title'),
              detail: t('home:hero.points.instant'),
              mark: null,
            }
        // An image has no lines to break: the texts go without their break marks.
        const title = withoutWordBreaks(content.title)
        const detail = withoutWordBreaks(content.detail)
        return { svg: shareCardSvg({ ...content, title, detail }), alt: `${title}. ${detail}` }
      },
    }
  }

  /** Every public page of the catalogue, without locale prefix (English requests). */
  async function listPublicPaths(): Promise<string[]> {
    const store = makeStore()
    configureHttp(
      {
        getSigningKey: () => setup.config.signingKey,
        getBaseUrl: () => setup.config.apiBaseUrl,
      },
      setup.adapter,
    )
    return publicPaths(store, setup.config.productSlug)
  }

  /**
   * The not-found page of a language, which the hosts send with status 404 for any address that
   * is neither a page nor one of the app's own (docs/decisions/029). The route tree answers
   * every path no page matches with it: `/404/not/found` is such a path in every language.
   */
  async function renderNotFound(locale: LocaleCode): Promise<RenderedPage> {
    const page = await render(localePath('/404/not/found', locale))
    if (page.routeName !== 'notFound') throw new Error(`${page.routeName} took the 404 path`)
    return page
  }

  return { render, renderNotFound, listPublicPaths }
}

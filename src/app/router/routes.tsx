import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router'
import { LOCALE_CODES, DEFAULT_LOCALE, type LocaleCode } from '../../i18n/locales'
import { routeName, splitLocale } from '../../i18n/localePath'
import { pages as defaultPages, type PageDefinition } from './pages'
import { lazyPage } from './lazyPage'
import { RootRoute } from './RootRoute'
import { RenderErrorPage } from './RenderErrorPage'
import { NotFoundPage } from './NotFoundPage'
import { Layout } from '../layout/Layout'
import { PageLoading } from '../layout/PageLoading'

export interface RouteHandle {
  hideFooter?: boolean
  scriptFree?: boolean
}

function pageRoute(page: PageDefinition, locale: LocaleCode, slug: string): RouteObject {
  const id = routeName(page.name, locale)
  const handle: RouteHandle = {
    hideFooter: page.hideFooter ?? false,
    scriptFree: page.scriptFree ?? false,
  }
  const common = { id, handle, lazy: lazyPage(page.load), errorElement: <RenderErrorPage /> }
  if (page.path === '') return { ...common, index: true }
  return { ...common, path: page.path.replaceAll('{slug}', slug) }
}

function localeLayout(
  locale: LocaleCode,
  slug: string,
  pages: readonly PageDefinition[],
): RouteObject {
  return {
    id: routeName('layout', locale),
    path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
    element: <Layout locale={locale} />,
    children: [
      ...pages.map((page) => pageRoute(page, locale, slug)),
      { id: routeName('notFound', locale), path: '*', element: <NotFoundPage /> },
    ],
  }
}

/**
 * The tree: one layout route per locale prefix, each with every page and a 404. `locales`
 * limits it to some prefixes; routePatcher adds the others when a link first leads there.
 */
export function buildRoutes(
  slug: string,
  pages: readonly PageDefinition[] = defaultPages,
  locales: readonly LocaleCode[] = LOCALE_CODES,
): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <RenderErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children: locales.map((locale) => localeLayout(locale, slug, pages)),
    },
  ]
}

/**
 * For a router started with only the visitor's locale (buildRoutes(..., [locale])): adds a
 * locale's pages the first time a navigation goes there. Ranking the whole tree (7 locales of
 * every page) took about 150 ms of a page's start-up on a fast desktop, several times that on
 * a phone (issue 8); React Router asks here whenever a path has no match or matches only
 * through a parameter or the 404, so /ja/... is found even while / (English) is loaded.
 */
export function routePatcher(
  slug: string,
  pages: readonly PageDefinition[],
  loaded: readonly LocaleCode[],
): PatchRoutesOnNavigationFunction {
  const added = new Set<LocaleCode>(loaded)
  return ({ path, patch }) => {
    const locale = splitLocale(path).locale
    if (added.has(locale)) return
    added.add(locale)
    patch('root', [localeLayout(locale, slug, pages)])
  }
}

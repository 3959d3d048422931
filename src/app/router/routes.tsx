import type { RouteObject } from 'react-router'
import { LOCALE_CODES, DEFAULT_LOCALE, type LocaleCode } from '../../i18n/locales'
import { routeName } from '../../i18n/localePath'
import { pages as defaultPages, type PageDefinition } from './pages'
import { lazyPage } from './lazyPage'
import { RootRoute } from './RootRoute'
import { RenderErrorPage } from './RenderErrorPage'
import { NotFoundPage } from './NotFoundPage'
import { Layout } from '../layout/Layout'
import { PageLoading } from '../layout/PageLoading'

export interface RouteHandle {
  hideFooter?: boolean
}

function pageRoute(page: PageDefinition, locale: LocaleCode, slug: string): RouteObject {
  const id = routeName(page.name, locale)
  const handle: RouteHandle = { hideFooter: page.hideFooter ?? false }
  const common = { id, handle, lazy: lazyPage(page.load), errorElement: <RenderErrorPage /> }
  if (page.path === '') return { ...common, index: true }
  return { ...common, path: page.path.replaceAll('{slug}', slug) }
}

/** The whole tree: one layout route per locale prefix, each with every page and a 404. */
export function buildRoutes(
  slug: string,
  pages: readonly PageDefinition[] = defaultPages,
): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <RenderErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children: LOCALE_CODES.map((locale) => ({
        id: routeName('layout', locale),
        path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
        element: <Layout locale={locale} />,
        children: [
          ...pages.map((page) => pageRoute(page, locale, slug)),
          { id: routeName('notFound', locale), path: '*', element: <NotFoundPage /> },
        ],
      })),
    },
  ]
}

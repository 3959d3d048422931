import { Profiler, type ProfilerOnRenderCallback } from 'react'
import { render } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { makeStore, type RootState } from '../../src/app/store'
import { AppProviders } from '../../src/app/AppProviders'
import { buildRoutes } from '../../src/app/router/routes'
import { wireHttp } from '../../src/app/wireHttp'
import { initialSessionState } from '../../src/features/session/sessionSlice'
import { initialCatalogueState } from '../../src/features/catalogue/catalogueSlice'
import { splitLocale } from '../../src/i18n/localePath'
import { createTestI18n } from './i18n'

export interface RenderAppOptions {
  session?: Partial<RootState['session']>
  /** E.g. a chosen plan (mealInfo), as a reload restores it from localStorage. */
  catalogue?: Partial<RootState['catalogue']>
  /** Told of every commit of the tree (React's Profiler), e.g. to count re-renders. */
  onRender?: ProfilerOnRenderCallback
}

/** The whole app (store, i18n, the real route table) at a URL, with the mock API behind it. */
export async function renderApp(
  url: string,
  { session, catalogue, onRender }: RenderAppOptions = {},
) {
  const locale = splitLocale(new URL(url, 'http://localhost').pathname).locale
  const store = makeStore({
    session: { ...initialSessionState, clientId: 'test-client', locale, ...session },
    ...(catalogue ? { catalogue: { ...initialCatalogueState, ...catalogue } } : {}),
  })
  wireHttp(store)
  const i18n = await createTestI18n(locale)
  const router = createMemoryRouter(buildRoutes('roamwise'), { initialEntries: [url] })
  const app = <RouterProvider router={router} />
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      {onRender ? (
        <Profiler id="app" onRender={onRender}>
          {app}
        </Profiler>
      ) : (
        app
      )}
    </AppProviders>,
  )
  return { ...view, store, router, i18n }
}

import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { loadRuntimeConfig } from './config/runtimeConfig'
import { initI18n } from './i18n/i18n'
import { makeStore } from './app/store'
import { restoreSession } from './app/preloadedState'
import { wireHttp } from './app/wireHttp'
import { initialRedirect, localeOfPath } from './app/startLocale'
import { AppProviders } from './app/AppProviders'
import { buildRoutes } from './app/router/routes'
import { loadLocaleChoice } from './features/session/persistence'
import { reloadOnceForChunkError } from './app/router/lazyPage'
import './app/styles.css'

async function start(): Promise<void> {
  const config = await loadRuntimeConfig()
  if (import.meta.env.VITE_MOCK_API === 'true') {
    const { startBrowserMockApi } = await import('./mocks/browser')
    await startBrowserMockApi({ signingKey: config.signingKey, productSlug: config.productSlug })
  }

  const redirect = initialRedirect(location.pathname, loadLocaleChoice(), navigator.languages)
  if (redirect) history.replaceState(null, '', redirect + location.search + location.hash)
  const locale = localeOfPath(location.pathname)

  const store = makeStore(restoreSession(locale))
  wireHttp(store)
  const i18n = await initI18n(locale, import.meta.env.BASE_URL)
  document.documentElement.lang = locale

  // Vite's own signal that a preloaded chunk is gone (a newer deployment replaced it).
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault()
  })

  const router = createBrowserRouter(buildRoutes(config.productSlug))
  createRoot(document.getElementById('root')!).render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}

void start()

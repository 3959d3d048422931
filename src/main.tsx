import { Suspense, type ReactNode } from 'react'
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
  let qaLab: ReactNode = null
  if (import.meta.env.VITE_MOCK_API === 'true') {
    const [{ startBrowserMockApi }, { default: QaPanel }] = await Promise.all([
      import('./mocks/browser'),
      import('./qa/QaPanel'),
    ])
    const control = await startBrowserMockApi({
      signingKey: config.signingKey,
      productSlug: config.productSlug,
    })
    qaLab = (
      <Suspense fallback={null}>
        <QaPanel control={control} />
      </Suspense>
    )
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
      {qaLab}
    </AppProviders>,
  )
}

void start()

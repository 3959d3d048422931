import './app/utilities.css'
import { startTransition, Suspense, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { loadRuntimeConfig } from './config/runtimeConfig'
import { initI18n } from './i18n/i18n'
import { makeStore } from './app/store'
import { restoreSession } from './app/preloadedState'
import { warmHttpAfterLoad, wireHttp } from './app/wireHttp'
import { startOffline } from './app/offline/startOffline'
import { setHttpTimeout } from './api/http'
import { initialRedirect, localeOfPath } from './app/startLocale'
import { AppProviders } from './app/AppProviders'
import { buildRoutes, routePatcher } from './app/router/routes'
import { pages as storePages, type PageDefinition } from './app/router/pages'
import { loadLocaleChoice } from './features/session/persistence'
import { reloadOnceForChunkError } from './app/router/lazyPage'
import { markHydrationStart, readPayload } from './app/prerender/payload'
import { applyVisitorState, hydrationState } from './app/prerender/visitorState'
import { routerReady } from './app/prerender/routerReady'
import { APP_HYDRATING_EVENT } from './app/prerender/appReadyEvent'
import { yieldToMain } from './shared/lib/yieldToMain'
import { whenIdleAfterLoad } from './shared/lib/whenIdleAfterLoad'
import { seedCountryNames } from './shared/lib/countries'
import { seedNameRanks } from './shared/lib/collation'
import { seedShareImage } from './shared/lib/shareImage'
import { revalidateCatalogue } from './features/catalogue/revalidate'
import { prepareMoneyFormat } from './shared/lib/money'
import { seedIntlText } from './shared/lib/intlText'
import { selectCurrency } from './app/hooks'
import './app/styles.css'
import './app/sharedStyles'

async function start(): Promise<void> {
  const config = await loadRuntimeConfig()
  let qaLab: ReactNode = null
  let routePages: readonly PageDefinition[] = storePages
  if (import.meta.env.VITE_MOCK_API === 'true') {
    // The support lab's pages (e.g. /qa/order-labels) get every locale prefix like any page.
    routePages = [...storePages, ...(await import('./qa/labels/labPages')).labPages]
    const [{ startBrowserMockApi }, { default: QaPanel }] = await Promise.all([
      import('./mocks/browser'),
      import('./qa/QaPanel'),
    ])
    const control = await startBrowserMockApi({
      signingKey: config.signingKey,
      productSlug: config.productSlug,
    })
    // A timeout scenario shortens the client's timeout so QA need not wait 60 s (docs/qa.md).
    const followScenarioTimeout = () => setHttpTimeout(control.clientTimeoutMs())
    followScenarioTimeout()
    control.subscribe(followScenarioTimeout)
    qaLab = (
      <Suspense fallback={null}>
        <QaPanel control={control} />
      </Suspense>
    )
  }

  const redirect = initialRedirect(location.pathname, loadLocaleChoice(), navigator.languages)
  if (redirect) history.replaceState(null, '', redirect + location.search + location.hash)
  const locale = localeOfPath(location.pathname)
  // HTML the build rendered for this very URL is taken over (hydrated); any other HTML, such
  // as the bare shell a host serves for every other path, is rendered from scratch.
  const prerendered = readPayload(document, location.pathname)

  if (prerendered?.countryNames) seedCountryNames(locale, prerendered.countryNames)
  if (prerendered?.intlText) seedIntlText(prerendered.intlText)
  if (prerendered?.nameRanks) seedNameRanks(locale, prerendered.nameRanks)
  if (prerendered?.shareImage) seedShareImage(prerendered.path, prerendered.shareImage)
  const restored = restoreSession(locale)
  const store = makeStore(prerendered ? hydrationState(prerendered.state, restored) : restored)
  // The state the HTML was made from, before anything (offline data, the visitor) changes it.
  const serverState = prerendered ? store.getState() : undefined
  wireHttp(store)
  startOffline(store)
  // Start-up in a few short tasks rather than one long one (a phone's Total Blocking Time).
  await yieldToMain()
  const i18n = await initI18n(locale, import.meta.env.BASE_URL, prerendered?.messages)
  document.documentElement.lang = locale

  // Vite's own signal that a preloaded chunk is gone (a newer deployment replaced it).
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault()
  })

  await yieldToMain()
  // Only this locale's routes to start with; the others are added on the first visit there.
  const router = createBrowserRouter(buildRoutes(config.productSlug, routePages, [locale]), {
    patchRoutesOnNavigation: routePatcher(config.productSlug, routePages, [locale]),
  })
  const container = document.getElementById('root')!
  warmHttpAfterLoad()
  if (prerendered) {
    await routerReady(router)
    await yieldToMain()
    const htmlCurrency = selectCurrency(store.getState()).code
    markHydrationStart()
    // Hydration renders from the HTML's state (serverState); the visitor's own login, currency
    // and cookie answer follow right after, as an ordinary update.
    applyVisitorState(store.dispatch, restored)
    // The HTML's prices come written with it; a visitor who chose another currency sees the
    // page re-priced right after hydration, and that needs the browser's own formatter.
    const visitorCurrency = selectCurrency(store.getState()).code
    if (visitorCurrency !== htmlCurrency) {
      prepareMoneyFormat(visitorCurrency, locale)
      await yieldToMain()
    }
    // In a transition, React hydrates in slices and lets the browser paint and handle input
    // between them, instead of one long task (a phone's Total Blocking Time, issue 8).
    // The router is the providers' only child, as in the server's render (entry-server.tsx):
    // React numbers useId by a component's place in the tree, and a sibling here gave every
    // element the app draws after hydration other ids than the labels and hints in the HTML.
    // (The QA panel comes only with the in-browser mock, whose builds are not pre-rendered.)
    const routerTree = <RouterProvider router={router} />
    startTransition(() => {
      hydrateRoot(
        container,
        <AppProviders store={store} i18n={i18n} serverState={serverState}>
          {qaLab ? (
            <>
              {routerTree}
              {qaLab}
            </>
          ) : (
            routerTree
          )}
        </AppProviders>,
      )
    })
    // React listens now: a click held until here is answered by hydrating its part of the page
    // at once (prerender/startLoader.ts).
    window.dispatchEvent(new Event(APP_HYDRATING_EVENT))
    // The HTML's prices are as fresh as the build: ask again once the page is quiet.
    whenIdleAfterLoad(() => void revalidateCatalogue(store.dispatch, store.getState()))
    return
  }
  createRoot(container).render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
      {qaLab}
    </AppProviders>,
  )
}

void start()

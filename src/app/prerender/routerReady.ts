import type { createBrowserRouter } from 'react-router'

type Router = ReturnType<typeof createBrowserRouter>

/**
 * Resolves once the router has loaded the lazy modules of the first URL's routes. Until then
 * RouterProvider would render the hydrate fallback (a spinner), not the page the HTML holds.
 */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

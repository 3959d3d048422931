import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { splitLocale, localePath } from '../../i18n/localePath'

/**
 * The last line of defence when rendering fails. It must not depend on anything that might
 * itself have failed (i18n, the store), so its text is fixed English as SPEC 2.2 gives it,
 * and it links home with a plain anchor, which reloads the app from scratch.
 */
export function RenderErrorPage() {
  const error = useRouteError()
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.warn('Render error', error)
  }, [error])
  const home = localePath('/', splitLocale(window.location.pathname).locale)
  return (
    <section className="page page--centred" role="alert">
      <h1>An error occurred while showing the error page</h1>
      <a className="button button--primary" href={home}>
        Go back to home
      </a>
    </section>
  )
}

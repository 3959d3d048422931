import { useEffect } from 'react'
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router'
import { useTranslation } from 'react-i18next'
import { splitLocale, localePath } from '../../i18n/localePath'
import { AppReadySignal } from '../prerender/AppReadySignal'

/**
 * The last line of defence when rendering fails (SPEC 2.2). It must not suspend or depend on
 * the store, and its texts fall back to SPEC's English if the messages are what broke. Each
 * page route has its own (routes.tsx), so the header and footer stay usable around it.
 * "Try again" renders the same address afresh (react-router drops a render error when the
 * location changes); the home link is a plain anchor: a full reload starts from a clean state.
 */
export function RenderErrorPage() {
  const error = useRouteError()
  const location = useLocation()
  const navigate = useNavigate()
  const { t } = useTranslation('common', { useSuspense: false })
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.warn('Render error', error)
  }, [error])
  const home = localePath('/', splitLocale(window.location.pathname).locale)
  return (
    <section className="page page--centred" role="alert">
      <AppReadySignal />
      <h1>
        {t('renderError.title', { defaultValue: 'An error occurred while showing the error page' })}
      </h1>
      <div className="render-error__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void navigate(location, { replace: true, preventScrollReset: true })}
        >
          {t('renderError.retry', { defaultValue: 'Try again' })}
        </button>
        <a className="button button--primary" href={home}>
          {t('renderError.goHome', { defaultValue: 'Go back to home' })}
        </a>
      </div>
    </section>
  )
}

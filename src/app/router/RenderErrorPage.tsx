import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { useTranslation } from 'react-i18next'
import { splitLocale, localePath } from '../../i18n/localePath'

/**
 * The last line of defence when rendering fails (SPEC 2.2). It must not suspend or depend on
 * the store, and its texts fall back to SPEC's English if the messages are what broke. The
 * link is a plain anchor: a full reload starts the app from a clean state.
 */
export function RenderErrorPage() {
  const error = useRouteError()
  const { t } = useTranslation('common', { useSuspense: false })
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.warn('Render error', error)
  }, [error])
  const home = localePath('/', splitLocale(window.location.pathname).locale)
  return (
    <section className="page page--centred" role="alert">
      <h1>
        {t('renderError.title', { defaultValue: 'An error occurred while showing the error page' })}
      </h1>
      <a className="button button--primary" href={home}>
        {t('renderError.goHome', { defaultValue: 'Go back to home' })}
      </a>
    </section>
  )
}

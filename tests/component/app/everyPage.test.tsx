import { describe, expect, it } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import { LOCALE_CODES } from '../../../src/i18n/locales'
import { localePath } from '../../../src/i18n/localePath'
import { renderApp } from '../../support/render'
import { signedIn } from '../../support/session'
import { failureHeadings, routeSamples } from '../../support/routeSamples'

/**
 * Every page of the route table in every language renders its own <h1>, neither the not-found
 * nor the render-error screen, stays at its URL and logs no console error (tests/setup.ts fails
 * a test on one). Pages behind the guard are visited signed in. This is the cheap check of
 * route × language; tests/e2e/all-routes.spec.ts adds what needs a real browser (axe, layout
 * at 375 px, the service worker) for a sample of them.
 */
describe.each(LOCALE_CODES)('every page in %s', (locale) => {
  const failures = failureHeadings(locale)
  it.each(routeSamples())('$name renders its own heading', async ({ path, guarded }) => {
    const url = localePath(path, locale)
    const { router, container } = await renderApp(
      url,
      guarded ? { session: signedIn('accountLogin') } : {},
    )
    // The route's module loads first; a page that fetches may show an empty heading until then.
    const main = await waitFor(() => {
      const element = container.querySelector('main')
      expect(element).not.toBeNull()
      return element!
    })
    await waitFor(() => {
      const text = within(main).getByRole('heading', { level: 1 }).textContent?.trim() ?? ''
      expect(text).not.toBe('')
      expect(failures).not.toContain(text)
    })
    expect(router.state.location.pathname).toBe(url)
  })
})

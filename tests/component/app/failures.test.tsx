import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { allowConsoleError } from '../../support/consoleGuard'
import { buildRoutes } from '../../../src/app/router/routes'
import { makeStore } from '../../../src/app/store'
import { AppProviders } from '../../../src/app/AppProviders'
import { createTestI18n } from '../../support/i18n'
import { signedIn } from '../../support/session'

describe('failures the visitor can recover from', () => {
  it('shows the network message with a retry when destinations fail, and the retry works', async () => {
    const user = userEvent.setup()
    mockApi.server.use(http.post('*/v1/query/areas', () => HttpResponse.error(), { once: true }))
    await renderApp('/')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Network error')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    const destinations = await screen.findByRole('tabpanel')
    expect(within(destinations).getByRole('link', { name: /japan/i })).toBeInTheDocument()
  })

  it('catches a rendering error in a page with the render-error page', async () => {
    allowConsoleError(/Kaboom|error occurred in|above error/i)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const Broken = () => {
      throw new Error('Kaboom')
    }
    const routes = buildRoutes('roamwise', [
      { name: 'index', path: '', load: async () => ({ default: Broken }) },
    ])
    const router = createMemoryRouter(routes, { initialEntries: ['/'] })
    render(
      <AppProviders store={makeStore()} i18n={await createTestI18n('en')}>
        <RouterProvider router={router} />
      </AppProviders>,
    )
    expect(
      await screen.findByRole('heading', {
        name: 'An error occurred while showing the error page',
      }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/')
    // The header survives: the error is contained to the page.
    expect(screen.getByRole('banner')).toBeInTheDocument()
  })

  it('says the balance could not be read, with a retry, instead of loading for ever', async () => {
    const user = userEvent.setup()
    const session = signedIn('accountLogin')
    mockApi.db.data.balancesUsd[session.email] = 12.5
    mockApi.server.use(http.post('*/v1.1/query/user-info', () => HttpResponse.error()))
    await renderApp('/balance', { session })
    const balance = await screen.findByRole('region', { name: 'Your balance' })
    const alert = await within(balance).findByRole('alert')
    expect(alert).toHaveTextContent('Network error')

    mockApi.server.resetHandlers()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(balance).findByText(/12\.50/)).toBeInTheDocument()
  })
})

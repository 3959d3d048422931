import { describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { renderApp } from '../../support/render'
import { allowConsoleError } from '../../support/consoleGuard'
import { buildRoutes } from '../../../src/app/router/routes'
import { makeStore } from '../../../src/app/store'
import { AppProviders } from '../../../src/app/AppProviders'
import { networkError } from '../../../src/api/errors'
import { createTestI18n } from '../../support/i18n'

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

describe('the offline notice', () => {
  it('appears in the layout when the browser goes offline and leaves when it is back', async () => {
    await renderApp('/ja/how-it-works')
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
    expect(screen.queryByText(/オフラインです/)).not.toBeInTheDocument()

    // The notice subscribes in an effect that may run just after the heading shows; it reads
    // the status again when it subscribes, so waiting (not a synchronous get) finds it either way.
    setOnline(false)
    const notice = await screen.findByText(/オフラインです/)
    expect(notice.closest('[role="status"]')).not.toBeNull()

    setOnline(true)
    await waitFor(() => expect(screen.queryByText(/オフラインです/)).not.toBeInTheDocument())
  })
})

describe('a page that fails to render', () => {
  it('shows the render-error page inside the layout, and "Try again" renders it afresh', async () => {
    allowConsoleError(/Flaky render|error occurred in|above error/i)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const user = userEvent.setup()
    let broken = true
    const Flaky = () => {
      if (broken) throw new Error('Flaky render')
      return <h1>Recovered page</h1>
    }
    const routes = buildRoutes('roamwise', [
      { name: 'index', path: '', load: async () => ({ default: () => <h1>Home</h1> }) },
      { name: 'about', path: 'about-{slug}', load: async () => ({ default: Flaky }) },
    ])
    const router = createMemoryRouter(routes, { initialEntries: ['/about-roamwise'] })
    render(
      <AppProviders store={makeStore()} i18n={await createTestI18n('en')}>
        <RouterProvider router={router} />
      </AppProviders>,
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading')).toHaveTextContent(
      'An error occurred while showing the error page',
    )
    // Still inside the layout: the header's navigation works.
    expect(within(screen.getByRole('banner')).getAllByRole('link').length).toBeGreaterThan(0)

    broken = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Recovered page' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('the unhandled-rejection safety net', () => {
  it('turns a rejection nobody handled into the SPEC 8 message instead of silence', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await renderApp('/how-it-works')
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
    // The net listens from an effect; a heading on screen does not mean effects have run yet.
    await act(async () => {})
    const event = new Event('unhandledrejection') as PromiseRejectionEvent
    Object.assign(event, { reason: networkError(), promise: Promise.resolve() })
    act(() => {
      window.dispatchEvent(event)
    })
    // On a busy machine (the full suite on two cores) the toast can take over a second.
    expect(
      await screen.findByText(
        'Network error. Check your connection and try again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith('Unhandled rejection', 'ApiError: Network error')
  }, 20_000)
})

import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { renderApp } from '../../support/render'
import { signedIn } from '../../support/session'
import { COOKIE } from '../../../src/features/session/persistence'

describe('locale routing', () => {
  it('shows the English home at / with destinations from the mock API', async () => {
    const { router } = await renderApp('/')
    expect(
      await screen.findByRole('heading', { level: 1, name: /mobile data for wherever/i }),
    ).toBeInTheDocument()
    const destinations = await screen.findByRole('tabpanel')
    expect(within(destinations).getByRole('link', { name: /japan/i })).toHaveAttribute(
      'href',
      '/japan',
    )
    expect(router.state.matches.at(-1)?.route.id).toBe('index___en')
    expect(document.documentElement.lang).toBe('en')
  })

  it('shows the Japanese home at /ja with Japanese names and links', async () => {
    const { router } = await renderApp('/ja')
    const destinations = await screen.findByRole('tabpanel')
    expect(within(destinations).getByRole('link', { name: /日本/ })).toHaveAttribute(
      'href',
      '/ja/japan',
    )
    expect(router.state.matches.at(-1)?.route.id).toBe('index___ja')
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'))
  })

  it.each(['/xx/anything', '/fr/faq-roamwise-esim', '/no/such/page'])(
    'shows the not-found screen at %s',
    async (url) => {
      await renderApp(url)
      expect(
        await screen.findByRole('heading', { name: 'This page could not be found.' }),
      ).toBeInTheDocument()
      expect(screen.getByRole('link', { name: /go to the home page/i })).toHaveAttribute(
        'href',
        '/',
      )
    },
  )

  it('sends the go-home button of a localised 404 to that language home', async () => {
    await renderApp('/ja/no-such-page')
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading.textContent).not.toBe('This page could not be found.')
    expect(screen.getByRole('link', { name: 'トップページへ' })).toHaveAttribute('href', '/ja')
  })

  it('removes a trailing slash and keeps the query', async () => {
    const { router } = await renderApp('/ja/faq-roamwise-esim/?ref=mail')
    await waitFor(() => expect(router.state.location.pathname).toBe('/ja/faq-roamwise-esim'))
    expect(router.state.location.search).toBe('?ref=mail')
  })

  it.each([
    ['/orders', '/login'],
    ['/ja/changepwd', '/ja/login'],
    ['/de/credit', '/de/login'],
  ])('sends a visitor without a token from %s to %s', async (from, to) => {
    const { router } = await renderApp(from)
    await waitFor(() => expect(router.state.location.pathname).toBe(to))
  })
})

describe('header and preferences', () => {
  it('changes every price when a currency is chosen and stores it for 180 days', async () => {
    const user = userEvent.setup()
    await renderApp('/')
    const japan = within(await screen.findByRole('tabpanel')).getByRole('link', { name: /japan/i })
    const usd = within(japan).getByText(/From \$/).textContent!
    await user.click(screen.getByRole('button', { name: /currency: usd/i }))
    const list = screen.getByRole('listbox', { name: 'Currency' })
    expect(within(list).getAllByRole('option')).toHaveLength(13)
    // Named in the page's language once the list is open (the closed button shows only the code).
    expect(within(list).getByRole('option', { name: /JPY · Japanese Yen/ })).toBeInTheDocument()
    expect(within(list).getByRole('option', { name: /USD/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.click(within(list).getByRole('option', { name: /JPY/ }))
    await waitFor(() => expect(within(japan).getByText(/From ¥/)).toBeInTheDocument())
    expect(within(japan).getByText(/From ¥/).textContent).not.toBe(usd)
    expect(Cookies.get(COOKIE.currency)).toBe('JPY')
  })

  it('chooses a currency with the keyboard', async () => {
    const user = userEvent.setup()
    await renderApp('/')
    await screen.findByRole('tabpanel')
    screen.getByRole('button', { name: /currency: usd/i }).focus()
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await waitFor(() => expect(Cookies.get(COOKIE.currency)).toBe('GBP'))
    expect(screen.getByRole('button', { name: /currency: gbp/i })).toHaveFocus()
  })

  it('filters languages after the search delay and switches language with a cookie', async () => {
    const user = userEvent.setup()
    // The shell's manifest link, as index.html has it: it follows the language (issue 36).
    const manifest = document.createElement('link')
    manifest.rel = 'manifest'
    manifest.href = '/manifest.webmanifest'
    document.head.append(manifest)
    const { router } = await renderApp('/')
    await user.click(await screen.findByRole('button', { name: /language: english/i }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose your language' })
    await user.type(within(dialog).getByRole('searchbox'), '  DEUT ')
    expect(within(dialog).getAllByRole('link')).toHaveLength(7)
    await waitFor(() => expect(within(dialog).getAllByRole('link')).toHaveLength(1), {
      timeout: 2000,
    })
    await user.click(within(dialog).getByRole('link', { name: 'Deutsch' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/de'))
    expect(Cookies.get(COOKIE.locale)).toBe('de')
    await waitFor(() => expect(manifest.getAttribute('href')).toBe('/de/manifest.webmanifest'))
    manifest.remove()
  })

  it("finds a language by its name in the page's language", async () => {
    const user = userEvent.setup()
    await renderApp('/')
    await user.click(await screen.findByRole('button', { name: /language: english/i }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose your language' })
    await user.type(within(dialog).getByRole('searchbox'), 'japanese')
    await waitFor(() => expect(within(dialog).getAllByRole('link')).toHaveLength(1), {
      timeout: 2000,
    })
    expect(within(dialog).getByRole('link')).toHaveTextContent('日本語')
  })

  it('closes a dialog on Escape and gives focus back', async () => {
    const user = userEvent.setup()
    await renderApp('/')
    const button = await screen.findByRole('button', { name: /language: english/i })
    await user.click(button)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('shows the cookie banner on the home page only, and Reject hides it for good', async () => {
    const user = userEvent.setup()
    await renderApp('/')
    const banner = await screen.findByRole('region', { name: 'Cookie notice' })
    await user.click(within(banner).getByRole('button', { name: 'Reject' }))
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument()
    expect(Cookies.get(COOKIE.cookieNotice)).toBe('2')
  })

  it('has no cookie banner off the home page', async () => {
    await renderApp('/no-such-page')
    await screen.findByRole('heading', { name: 'This page could not be found.' })
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument()
  })

  it('shows a Log in button when logged out', async () => {
    await renderApp('/')
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  })

  it('labels a guest "Guest user" and shows orders only', async () => {
    const user = userEvent.setup()
    await renderApp('/', { session: signedIn('guestLogin') })
    await user.click(await screen.findByRole('button', { name: /account menu for guest user/i }))
    expect(screen.getByRole('link', { name: 'My orders' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Credit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Security' })).not.toBeInTheDocument()
  })

  it('gives account users credit, security and promo entries, and signing out on orders goes home', async () => {
    const user = userEvent.setup()
    const { router, store } = await renderApp('/orders', { session: signedIn('accountLogin') })
    await user.click(await screen.findByRole('button', { name: /account menu for \*+ler@/i }))
    expect(screen.getByRole('link', { name: 'Credit' })).toHaveAttribute('href', '/credit')
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/changepwd')
    expect(screen.getByRole('button', { name: 'Redeem a promo code' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(store.getState().session.token).toBe('')
  })
})

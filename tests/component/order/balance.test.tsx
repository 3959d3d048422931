import { describe, expect, it } from 'vitest'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { signedIn } from '../../support/session'

// Pages load lazily with their messages; on a busy machine that takes more than 1 s.
configure({ asyncUtilTimeout: 5000 })

describe('balance (/balance)', { timeout: 20_000 }, () => {
  it('shows the balance from the user info and leads to /credit to recharge', async () => {
    const user = userEvent.setup()
    const session = signedIn('accountLogin')
    mockApi.db.data.balancesUsd[session.email] = 12.5
    const { router } = await renderApp('/balance', { session })
    const balance = await screen.findByRole('region', { name: 'Your balance' })
    await waitFor(() => expect(balance).toHaveTextContent('$12.50'))
    await user.click(within(balance).getByRole('link', { name: 'Recharge' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/credit'))
  })

  it('shows the equivalent in the chosen currency', async () => {
    const session = signedIn('accountLogin')
    mockApi.db.data.balancesUsd[session.email] = 10
    await renderApp('/de/balance', { session: { ...session, currentCurrency: 'EUR' } })
    const balance = await screen.findByRole('region', { name: 'Ihr Kontostand' })
    await waitFor(() => expect(balance).toHaveTextContent(/\(etwa 10,20\s€\)/))
  })

  it('asks a visitor who is not signed in to log in', async () => {
    await renderApp('/balance')
    expect(await screen.findByText(/Please log in to your account/)).toBeVisible()
    const main = screen.getByRole('main')
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(within(main).getByRole('link', { name: 'Create an account' })).toBeVisible()
  })

  it('tells a guest that the balance is for account users', async () => {
    await renderApp('/balance', { session: signedIn('guestLogin') })
    expect(await screen.findByText(/Create a free account/)).toBeVisible()
  })
})

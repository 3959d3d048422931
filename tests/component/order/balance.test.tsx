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
    await user.click(within(balance).getByRole('link', { name: 'Buy credit' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/credit'))
  })

  it('shows the equivalent in the chosen currency', async () => {
    const session = signedIn('accountLogin')
    mockApi.db.data.balancesUsd[session.email] = 10
    await renderApp('/de/balance', { session: { ...session, currentCurrency: 'EUR' } })
    const balance = await screen.findByRole('region', { name: 'Ihr Guthaben' })
    await waitFor(() => expect(balance).toHaveTextContent(/\(etwa 10,20\s€\)/))
  })

  it('writes money one way per locale: the German balance reads as /de/credit and checkout do', async () => {
    const session = signedIn('accountLogin')
    mockApi.db.data.balancesUsd[session.email] = 25
    const first = await renderApp('/de/balance', { session })
    const balance = await screen.findByRole('region', { name: 'Ihr Guthaben' })
    await waitFor(() => expect(balance).toHaveTextContent('25,00 $'))
    expect(balance).not.toHaveTextContent('$25.00')
    first.unmount()
    await renderApp('/de/credit', { session })
    const onCredit = await screen.findByRole('region', { name: 'Ihr Guthaben' })
    await waitFor(() => expect(onCredit).toHaveTextContent('25,00 $'))
  })

  it('updates every balance figure at once after a promo code is redeemed', async () => {
    const user = userEvent.setup()
    const session = signedIn('accountLogin')
    mockApi.db.data.balancesUsd[session.email] = 10
    await renderApp('/credit', { session })
    const balance = await screen.findByRole('region', { name: 'Your balance' })
    await waitFor(() => expect(balance).toHaveTextContent('$10.00'))
    const movements = await screen.findByRole('region', { name: 'Transactions' })
    await waitFor(() => expect(movements).not.toHaveAttribute('aria-busy', 'true'))
    expect(movements).not.toHaveTextContent('+$10.00')

    await user.click(screen.getByRole('button', { name: /account menu/i }))
    await user.click(screen.getByRole('button', { name: 'Redeem a promo code' }))
    const dialog = await screen.findByRole('dialog', { name: 'Redeem a promo code' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Promo code' }), 'TRAVEL10')
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }))

    await waitFor(() => expect(balance).toHaveTextContent('$20.00'))
    await waitFor(() => expect(movements).toHaveTextContent('+$10.00'))
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

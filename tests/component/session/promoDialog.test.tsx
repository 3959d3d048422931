import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { signedIn } from '../../support/session'

const account = {
  token: 'tok-account',
  email: 'traveller@example.com',
  loginType: 'accountLogin' as const,
}

async function openPromoDialog() {
  const user = userEvent.setup()
  const account = signedIn('accountLogin')
  const app = await renderApp('/', { session: account })
  await user.click(await screen.findByRole('button', { name: /account menu/i }))
  await user.click(screen.getByRole('button', { name: 'Redeem a promo code' }))
  const dialog = await screen.findByRole('dialog', { name: 'Redeem a promo code' })
  return { user, dialog, account, ...app }
}

describe('promo code dialog', () => {
  it('asks for a code when the field is empty, without calling the server', async () => {
    const { user, dialog } = await openPromoDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a promo code.')
    expect(mockApi.db.data.redemptions).toEqual([])
  })

  it('shows the server message under the input and keeps what was typed', async () => {
    const { user, dialog } = await openPromoDialog()
    const input = within(dialog).getByRole('textbox', { name: 'Promo code' })
    await user.type(input, 'NOPE')
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This promo code does not exist',
    )
    expect(input).toHaveValue('NOPE')
    expect(input).toHaveAttribute('aria-invalid', 'true')
  })

  it('redeems a valid code with the token, closes and confirms with a toast', async () => {
    const { user, dialog, store, account } = await openPromoDialog()
    await user.type(within(dialog).getByRole('textbox', { name: 'Promo code' }), 'welcome5')
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByText(/promo code redeemed/i)).toBeInTheDocument()
    expect(mockApi.db.data.balancesUsd[account.email]).toBe(5)
    expect(store.getState().session.isBindPromoCode).toBe(true)
  })

  it('refuses a second use of the same code', async () => {
    mockApi.db.data.redemptions.push({
      email: account.email,
      code: 'TRAVEL10',
      at: '2026-01-01T00:00:00Z',
    })
    const { user, dialog } = await openPromoDialog()
    await user.type(within(dialog).getByRole('textbox', { name: 'Promo code' }), 'TRAVEL10')
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already used')
  })

  it('signs the visitor out when the server no longer accepts the token', async () => {
    const { store } = await renderApp('/', {
      session: { ...signedIn('accountLogin'), token: 'stale' },
    })
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument()
    expect(store.getState().session.token).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { signedIn } from '../../support/session'
import { moveBalance } from '../../../src/mocks/db/orderLifecycle'
import { agreeToDelivery, fillCard } from '../../support/checkout'

// Pages load lazily with their messages; on a busy machine that takes more than 1 s.
configure({ asyncUtilTimeout: 5000 })

describe('credit (/credit)', { timeout: 20_000 }, () => {
  it('tells a guest that credit is for account users', async () => {
    const session = signedIn('guestLogin')
    await renderApp('/credit', { session })
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit' })).toBeVisible()
    expect(screen.getByText(/Credit and balance are for account users/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    )
  })

  it('shows the plans with their bonus, the popular one chosen, and buys credit with a card', async () => {
    const user = userEvent.setup()
    const session = signedIn('accountLogin')
    const { router } = await renderApp('/credit', { session })
    const plans = await screen.findByRole('radiogroup', { name: 'Choose your credit' })
    expect(within(plans).getAllByRole('radio')).toHaveLength(3)
    const popular = within(plans).getByRole('radio', { name: /Get \$57\.00/ })
    expect(popular).toBeChecked()
    expect(popular.closest('label')).toHaveTextContent('Most popular')
    expect(popular.closest('label')).toHaveTextContent('Pay $50.00')
    expect(popular.closest('label')).toHaveTextContent('+$7.00 bonus (14%)')
    // Account credit cannot buy credit: the server does not offer it here.
    expect(screen.queryByRole('radio', { name: /Account credit/ })).toBeNull()
    expect(
      await screen.findByText(
        'No transactions yet. Credit you buy, redeem or spend shows up here.',
      ),
    ).toBeVisible()

    await user.click(within(plans).getByRole('radio', { name: /Get \$22\.00/ }))
    // Pay waits for the box that accepts the forms, filled in for this credit (45.3).
    const pay = screen.getByRole('button', { name: 'Pay $20.00' })
    expect(pay).toHaveAttribute('aria-disabled', 'true')
    await user.click(pay)
    expect(
      await screen.findByText(
        'Please tick the box to accept the pre-contract information and the distance sales contract.',
      ),
    ).toHaveAttribute('role', 'alert')
    const box = screen.getByRole('checkbox', {
      name: 'I have read the pre-contract information and accept the distance sales contract.',
    })
    expect(box).toHaveFocus()
    const info = screen.getByText('Pre-contract information').closest('details')!
    expect(info).toHaveTextContent('$22.00 of account credit')
    expect(info).toHaveTextContent(
      'We then refund the price you paid, less the value of any of that credit',
    )
    expect(mockApi.db.data.balancesUsd[session.email] ?? 0).toBe(0)
    await fillCard(user, '4111111111111111')
    await user.click(screen.getByRole('button', { name: 'Pay $20.00' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/recharge-success'))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your credit has been added' }),
    ).toBeVisible()
    // The session reads the user info again: the new balance shows.
    const balance = await screen.findByRole('region', { name: 'Your balance' })
    await waitFor(() => expect(balance).toHaveTextContent('$22.00'))
    expect(mockApi.db.data.balancesUsd[session.email]).toBe(22)

    await user.click(screen.getByRole('link', { name: 'Back to credit' }))
    const list = await screen.findByRole('region', { name: 'Transactions' })
    expect(await within(list).findByText('+$22.00')).toBeVisible()
    expect(within(list).getByText('Credit bought')).toBeVisible()
  })

  it('sends a declined card to /recharge-fail and changes nothing', async () => {
    const user = userEvent.setup()
    const session = signedIn('accountLogin')
    const { router } = await renderApp('/credit', { session })
    await screen.findByRole('radiogroup', { name: 'Choose your credit' })
    await fillCard(user, '4000000000000002')
    await user.click(screen.getByRole('button', { name: 'Pay $50.00' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/recharge-fail'))
    expect(await screen.findByText('Reason: Your card issuer refused the payment')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/credit')
    expect(mockApi.db.data.balancesUsd[session.email] ?? 0).toBe(0)
  })

  it('pages through the transactions with signed amounts and two decimals', async () => {
    const user = userEvent.setup()
    const session = signedIn('accountLogin')
    const start = Date.parse('2025-03-01T10:00:00Z')
    for (let index = 0; index < 23; index += 1) {
      const spend = index % 2 === 1
      moveBalance(
        mockApi.db,
        session.email,
        spend ? -1.5 : 10,
        spend ? 'PURCHASE' : 'RECHARGE',
        `Movement ${index + 1}`,
        { orderNo: null, paymentId: null },
        start + index * 60_000,
      )
    }
    mockApi.db.save()
    await renderApp('/credit', { session })
    const list = await screen.findByRole('region', { name: 'Transactions' })
    expect(await within(list).findByText('Movement 23')).toBeVisible()
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    expect(within(list).getByText('Page 1 of 3')).toBeVisible()
    expect(within(list).getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(within(list).getAllByText('+$10.00').length).toBeGreaterThan(0)
    expect(within(list).getAllByText('-$1.50').length).toBeGreaterThan(0)

    await user.click(within(list).getByRole('button', { name: 'Next' }))
    expect(await within(list).findByText('Movement 13')).toBeVisible()
    expect(within(list).getByText('Page 2 of 3')).toBeVisible()
    await user.click(within(list).getByRole('button', { name: 'Next' }))
    expect(await within(list).findByText('Movement 1')).toBeVisible()
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(within(list).getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  it('pays through the provider page (/transit) and comes back to the result', async () => {
    const user = userEvent.setup()
    const session = signedIn('accountLogin')
    const { router } = await renderApp('/credit', { session })
    await screen.findByRole('radiogroup', { name: 'Choose your credit' })
    await user.click(await screen.findByRole('radio', { name: /PayPal/ }))
    expect(document.querySelector('input[autocomplete="cc-number"]')).toBeNull()
    await agreeToDelivery()
    await user.click(screen.getByRole('button', { name: 'Pay $50.00' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/transit'))
    expect(router.state.location.search).toContain('purpose=CREDIT')
    await user.click(await screen.findByRole('button', { name: 'Pay $50.00' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/recharge-success'))
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Your credit has been added' },
        { timeout: 8000 },
      ),
    ).toBeVisible()
    expect(mockApi.db.data.balancesUsd[session.email]).toBe(57)
  })
})

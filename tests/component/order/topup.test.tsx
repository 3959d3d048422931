import { selectOrderState } from '../../../src/features/order/orderState'
import { describe, expect, it, vi } from 'vitest'
import { configure, act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { renderApp } from '../../support/render'
import { setMockScenarios } from '../../support/scenarios'
import { mockApi } from '../../support/mockApi'
import { signedIn } from '../../support/session'
import { createOrder, markOrderPaid } from '../../../src/mocks/db/orderLifecycle'
import { iccidProblem } from '../../../src/features/order/wallet/iccid'
import { agreeToDelivery, fillCard } from '../../support/checkout'

// Pages load lazily with their messages; on a busy machine that takes more than 1 s.
configure({ asyncUtilTimeout: 5000 })

/** A paid Japan eSIM (5 GB) in the mock database, as checkout leaves it. */
function paidEsim(email = 'traveller@example.com') {
  const pkg = mockApi.db.catalogue.packages.find((item) => item.packageId === 'jp-data-5gb-30d')!
  const order = createOrder(mockApi.db, email, pkg, 'USD')
  markOrderPaid(mockApi.db, order, 5)
  mockApi.db.save()
  return order
}

const iccidField = () => screen.getByRole('textbox', { name: /ICCID/ })
const spaced = (iccid: string) => iccid.replace(/(\d{4})(?=\d)/g, '$1 ')

describe('ICCID validation', { timeout: 20_000 }, () => {
  it.each([
    ['', 'empty'],
    ['8901 ABC', 'notDigits'],
    ['8901234', 'length'],
    ['1234567890123456789', 'prefix'],
    ['8901 2345 6789 0123 456', null],
    ['8901-2345-6789-0123-4567', null],
    ['8901-2345-6789-0123-4567-89', 'length'],
  ])('%j is %s', (input, problem) => {
    expect(iccidProblem(input)).toBe(problem)
  })

  it('explains what is wrong before asking the server, and keeps what was typed', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/topup')
    await screen.findByRole('heading', { level: 1, name: 'Top up your eSIM' })
    await user.click(screen.getByRole('button', { name: 'Find my eSIM' }))
    expect(iccidField()).toHaveAccessibleDescription(/Please enter the ICCID of your eSIM\./)
    expect(iccidField()).toHaveFocus()
    await user.type(iccidField(), '8901234')
    expect(iccidField()).toHaveAccessibleDescription(/but you entered 7 digits\./)
    await user.clear(iccidField())
    await user.type(iccidField(), '1234567890123456789')
    expect(iccidField()).toHaveAccessibleDescription(/starts with 89/)
    expect(router.state.location.search).toBe('')
    // The draft survives a reload of the tab.
    expect(sessionStorage.getItem('draft:topup-iccid')).toContain('1234567890123456789')
  })

  it('says plainly when no eSIM has the ICCID, and keeps it in the field', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/topup')
    await user.type(
      await screen.findByRole('textbox', { name: /ICCID/ }),
      '8901 0000 0000 0000 000',
    )
    await user.click(screen.getByRole('button', { name: 'Find my eSIM' }))
    await waitFor(() =>
      expect(iccidField()).toHaveAccessibleDescription(
        /couldn't find an eSIM with the ICCID 8901 0000 0000 0000 000/,
      ),
    )
    expect(router.state.location.search).toBe('?iccid=8901000000000000000')
    expect(iccidField()).toHaveValue('8901 0000 0000 0000 000')
  })

  it('shows the server refusal for an eSIM that cannot be topped up', async () => {
    const order = paidEsim()
    order.paymentStatus = 'REFUNDED'
    await renderApp(`/topup?iccid=${order.iccid}`)
    await screen.findByRole('heading', { level: 1, name: 'Top up your eSIM' })
    await waitFor(
      () =>
        expect(iccidField()).toHaveAccessibleDescription(/was refunded and cannot be topped up/),
      { timeout: 3000 },
    )
  })
})

describe('top-up by ICCID (/topup)', { timeout: 20_000 }, () => {
  it('shows the eSIM from the orders link, and tops it up with a card', async () => {
    const user = userEvent.setup()
    const order = paidEsim()
    const { router, store } = await renderApp(`/topup?iccid=${order.iccid}`)
    const esim = await screen.findByRole('region', { name: 'Japan eSIM' })
    expect(within(esim).getByText('5 GB of 5 GB')).toBeVisible()
    expect(
      within(esim).getByText(
        'Not started: starts when the eSIM first connects at your destination',
      ),
    ).toBeVisible()
    expect(within(esim).getByText(spaced(order.iccid))).toBeVisible()
    expect(selectOrderState(store.getState()).wallet.iccid).toBe(order.iccid)
    expect(iccidField()).toHaveValue(order.iccid)

    const pay = () => screen.getByRole('button', { name: /^Pay/ })
    expect(await screen.findByRole('button', { name: 'Choose a plan to continue' })).toBeDisabled()
    // Each tile says what it changes (issue 37.4): not started yet, so no new date.
    expect(screen.getByRole('radio', { name: /3 GB/ })).toHaveAccessibleName(
      /Adds 3 GB · its days are added to your plan, which starts when the eSIM first connects at your destination$/,
    )
    await user.click(screen.getByRole('radio', { name: /3 GB/ }))
    await fillCard(user, '4111111111111111')
    expect(pay()).toHaveTextContent(/^Pay \$\d+\.\d{2}$/)
    await user.click(pay())

    await waitFor(() => expect(router.state.location.pathname).toBe('/topup-success'))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your eSIM is topped up' }),
    ).toBeVisible()
    expect(screen.getByText(/We've added the data and days to the eSIM/)).toHaveTextContent(
      spaced(order.iccid),
    )
    expect(screen.getByRole('link', { name: 'Top up again' })).toHaveAttribute(
      'href',
      `/topup?iccid=${order.iccid}`,
    )
    const esimNow = mockApi.db.data.orders.find((item) => item.orderId === order.orderId)!
    expect(esimNow.totalMb).toBe(5120 + 3072)
    expect(mockApi.db.data.topupOrders).toHaveLength(1)
  })

  it('says on each plan the data it adds and the expiry it gives, as the top-up then does', async () => {
    const user = userEvent.setup()
    const order = paidEsim()
    const record = mockApi.db.data.orders.find((item) => item.orderId === order.orderId)!
    record.state = 'INUSE'
    record.installStatus = 'ENABLED'
    record.expiresAt = new Date(Date.now() + 10 * 86_400_000).toISOString()
    mockApi.db.save()
    const { router } = await renderApp(`/topup?iccid=${order.iccid}`)
    const plan = await screen.findByRole('radio', { name: /3 GB/ })
    const promised = /valid until (.+)$/.exec(
      plan.getAttribute('aria-label') ?? plan.closest('label')!.textContent!,
    )![1]!
    expect(plan.closest('label')).toHaveTextContent(/Adds 3 GB · valid until /)
    await user.click(plan)
    await fillCard(user, '4111111111111111')
    await user.click(screen.getByRole('button', { name: /^Pay/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/topup-success'))
    const after = mockApi.db.data.orders.find((item) => item.orderId === order.orderId)!
    expect(
      new Date(after.expiresAt!).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
    ).toBe(promised)
  })

  it('sends a declined card to /topup-fail with the reason, and Try again returns to the eSIM', async () => {
    const user = userEvent.setup()
    const order = paidEsim()
    const { router } = await renderApp(`/ja/topup?iccid=${order.iccid}`)
    await user.click(await screen.findByRole('radio', { name: /1 GB/ }))
    await fillCard(user, '4000000000000002')
    await user.click(screen.getByRole('button', { name: /を支払う）$/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/ja/topup-fail'))
    // The server words the reason in the page's language (issue 14.9).
    expect(await screen.findByText(/カード会社による拒否/)).toBeVisible()
    await user.click(screen.getByRole('link', { name: 'もう一度試す' }))
    await waitFor(() => expect(router.state.location.search).toBe(`?iccid=${order.iccid}`))
  })

  it('pays once however often Pay is pressed', async () => {
    const user = userEvent.setup()
    const order = paidEsim()
    const { router } = await renderApp(`/topup?iccid=${order.iccid}`)
    await user.click(await screen.findByRole('radio', { name: /1 GB/ }))
    await fillCard(user, '4111111111111111')
    const pay = screen.getByRole('button', { name: /^Pay/ })
    await user.dblClick(pay)
    await user.click(pay)
    await waitFor(() => expect(router.state.location.pathname).toBe('/topup-success'))
    expect(mockApi.db.data.topupOrders).toHaveLength(1)
    expect(mockApi.db.data.payments.filter((item) => item.purpose === 'TOPUP')).toHaveLength(1)
  })

  it('sends a lost execute again under the same keys: one top-up order, one payment, no error', async () => {
    const user = userEvent.setup()
    const order = paidEsim()
    mockApi.server.use(
      http.post('*/v1.1/execute/topup/payment', () => HttpResponse.error(), { once: true }),
    )
    const { router } = await renderApp(`/topup?iccid=${order.iccid}`)
    await user.click(await screen.findByRole('radio', { name: /1 GB/ }))
    await fillCard(user, '4111111111111111')
    await user.click(screen.getByRole('button', { name: /^Pay/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/topup-success'))
    await screen.findByRole('heading', { level: 1, name: 'Your eSIM is topped up' })
    expect(screen.queryByText(/network error|connection/i)).toBeNull()
    expect(mockApi.db.data.topupOrders).toHaveLength(1)
    expect(mockApi.db.data.payments).toHaveLength(1)
  })

  it('charged, but every answer lost: says it is checking, never that it failed, then paid', async () => {
    const user = userEvent.setup()
    const order = paidEsim()
    // The card is charged; the execute's answer and every status answer are lost.
    setMockScenarios('after:network@/v1.1/execute/topup/payment')
    mockApi.server.use(http.post('*/v1/query/topup/payment-status', () => HttpResponse.error()))
    const first = await renderApp(`/topup?iccid=${order.iccid}`)
    await user.click(await screen.findByRole('radio', { name: /1 GB/ }))
    await fillCard(user, '4111111111111111')
    await user.click(screen.getByRole('button', { name: /^Pay/ }))
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/topup-success'), {
      timeout: 15_000,
    })
    expect(
      await screen.findByRole('heading', { name: "We couldn't check your payment" }),
    ).toBeVisible()
    expect(screen.queryByText(/did not go through|declined/i)).toBeNull()
    expect(mockApi.db.data.payments.filter((item) => item.chargedAt !== null)).toHaveLength(1)
    first.unmount()
    mockApi.server.resetHandlers()
    setMockScenarios('off')

    // A reload (or another tab): Pay asks how the executed payment went instead of paying again.
    const second = await renderApp(`/topup?iccid=${order.iccid}`)
    await user.click(await screen.findByRole('radio', { name: /1 GB/ }))
    await fillCard(user, '4111111111111111')
    await user.click(screen.getByRole('button', { name: /^Pay/ }))
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/topup-success'))
    expect(mockApi.db.data.payments.filter((item) => item.chargedAt !== null)).toHaveLength(1)
    expect(mockApi.db.data.topupOrders).toHaveLength(1)
    second.unmount()

    // Paid: the page says so before any Pay (as in every tab), and a second top-up of the
    // same plan is the shopper's explicit choice.
    const third = await renderApp(`/topup?iccid=${order.iccid}`)
    await user.click(await screen.findByRole('radio', { name: /1 GB/ }))
    expect(await screen.findByText('You have just paid for this')).toBeVisible()
    expect(screen.getByRole('button', { name: /^Pay \$/ })).toBeDisabled()
    expect(mockApi.db.data.topupOrders).toHaveLength(1)
    await fillCard(user, '4111111111111111')
    await user.click(screen.getByRole('button', { name: 'Pay again' }))
    await waitFor(() => expect(third.router.state.location.pathname).toBe('/topup-success'))
    expect(mockApi.db.data.topupOrders).toHaveLength(2)
  }, 30_000)

  it('leaves for the provider through /transit, and Back makes Pay ready for the same payment', async () => {
    const user = userEvent.setup()
    const order = paidEsim()
    const { router } = await renderApp(`/topup?iccid=${order.iccid}`)
    await user.click(await screen.findByRole('radio', { name: /1 GB/ }))
    await user.click(await screen.findByRole('radio', { name: /PayPal/ }))
    await agreeToDelivery()
    await user.click(screen.getByRole('button', { name: /^Pay/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/transit'))
    const first = new URLSearchParams(router.state.location.search)
    expect(first.get('purpose')).toBe('TOPUP')
    await act(() => router.navigate(-1))
    const pay = await screen.findByRole('button', { name: /^Pay/ })
    expect(pay).toBeEnabled()
    await user.click(pay)
    await waitFor(() => expect(router.state.location.pathname).toBe('/transit'))
    expect(new URLSearchParams(router.state.location.search).get('paymentId')).toBe(
      first.get('paymentId'),
    )
    expect(mockApi.db.data.payments).toHaveLength(1)
  })

  it('shows RT_NOBEL_ERROR_10031 as payment unavailable and keeps the choice', async () => {
    const user = userEvent.setup()
    const order = paidEsim()
    mockApi.db.data.settings.paymentUnavailable = true
    await renderApp(`/topup?iccid=${order.iccid}`)
    await user.click(await screen.findByRole('radio', { name: /1 GB/ }))
    await fillCard(user, '4111111111111111')
    await user.click(screen.getByRole('button', { name: /^Pay/ }))
    expect(
      await screen.findByText('Payment is unavailable, please contact customer service.'),
    ).toBeVisible()
    expect(screen.getByRole('radio', { name: /1 GB/ })).toBeChecked()
  })

  it('confirms a 3-D Secure challenge and lands on the success page', async () => {
    const user = userEvent.setup()
    const session = signedIn('accountLogin')
    const order = paidEsim(session.email)
    const { router } = await renderApp(`/topup?iccid=${order.iccid}`, { session })
    await user.click(await screen.findByRole('radio', { name: /1 GB/ }))
    await fillCard(user, '4000000000003220')
    await user.click(screen.getByRole('button', { name: /^Pay/ }))
    const bank = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' })
    await user.click(within(bank).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/topup-success'))
    expect(await screen.findByRole('link', { name: 'Go to my orders' })).toBeVisible()
  })

  it('stops asking after the limit on the result page and offers to check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const pending = {
        paymentId: 'pay-slow',
        topupOrderId: 'top-slow',
        iccid: '8901000000000000001',
        status: 'PENDING',
        amountUsd: 6.49,
        currency: 'USD',
        failureReason: null,
      }
      mockApi.server.use(
        http.post('*/v1/query/topup/payment-status', () =>
          HttpResponse.json({ code: 200, success: true, msg: 'success', obj: pending }),
        ),
      )
      const { store } = await renderApp('/topup-success?paymentId=pay-slow')
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' }),
      ).toBeVisible()
      expect(
        screen.getByRole('progressbar', { name: 'Payment confirmation progress' }),
      ).toBeVisible()
      // Each answer arrives asynchronously: move the clock on until the 30th check is in.
      const slow = () =>
        screen.queryByRole('heading', { name: 'Your payment is still being processed' })
      for (let tick = 0; tick < 60 && !slow(); tick += 1) {
        await act(() => vi.advanceTimersByTimeAsync(1000))
      }
      expect(slow()).toBeVisible()
      expect(selectOrderState(store.getState()).wallet.result).toMatchObject({
        status: 'timedOut',
        attempts: 30,
      })
      mockApi.server.resetHandlers()
      expect(screen.getByRole('button', { name: 'Check again' })).toBeVisible()
    } finally {
      vi.useRealTimers()
    }
  })
})

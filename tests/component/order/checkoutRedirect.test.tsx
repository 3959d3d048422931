import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { signedIn } from '../../support/session'
import {
  agreeToDelivery,
  allowSlowPages,
  openCheckout,
  orders,
  payments,
  successHeading,
} from '../../support/checkout'
import { createOrder, createPayment } from '../../../src/mocks/db/orderLifecycle'

allowSlowPages()

/** Chooses PayPal and continues to the (simulated) provider page. */
async function leaveForPayPal(user: ReturnType<typeof userEvent.setup>) {
  const view = await openCheckout()
  await user.click(await screen.findByRole('radio', { name: /PayPal/ }))
  await agreeToDelivery()
  await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'PayPal' })).toBeVisible()
  return view
}

describe('redirect methods go out through /transit', { timeout: 20_000 }, () => {
  it('pays at the provider and comes back to a result page that waits for the confirmation', async () => {
    const user = userEvent.setup()
    const { router } = await leaveForPayPal(user)
    expect(router.state.location.pathname).toBe('/transit')
    expect(new URLSearchParams(router.state.location.search).get('provider')).toBe('paypal')
    expect(screen.getByText('Test payment page')).toBeVisible()
    expect(await screen.findByText('Payment to Roamwise')).toBeVisible()

    await user.click(await screen.findByRole('button', { name: /^Pay \$/ }))
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/payment-success')
    expect(screen.getByText(/^Check \d+ of 10$/)).toBeVisible()
    expect(
      await screen.findByRole('heading', { name: 'Payment successful' }, { timeout: 6000 }),
    ).toBeVisible()
    expect(orders()[0]!.paymentStatus).toBe('PAID')
    expect(payments()).toHaveLength(1)
  }, 15_000)

  it('a provider page opened again after paying says so and links to the result', async () => {
    const user = userEvent.setup()
    const { router } = await leaveForPayPal(user)
    const transitUrl = router.state.location.pathname + router.state.location.search
    await user.click(await screen.findByRole('button', { name: /^Pay \$/ }))
    await screen.findByRole('heading', { name: 'Payment successful' }, { timeout: 6000 })

    await act(() => router.navigate(transitUrl))
    const link = await screen.findByRole('link', { name: 'See the payment result' })
    expect(link.closest('[role="status"]')).toHaveTextContent(
      'This payment has already been completed or cancelled. See the payment result',
      { normalizeWhitespace: false },
    )
    expect(screen.getByRole('button', { name: /^Pay \$/ })).toBeDisabled()
    expect(payments()).toHaveLength(1)
  }, 15_000)

  it('cancelled at the provider: the fail page gives the reason and the way back', async () => {
    const user = userEvent.setup()
    const { router } = await leaveForPayPal(user)
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-fail'))
    expect(
      await screen.findByRole('heading', { name: 'Payment cancelled' }, { timeout: 6000 }),
    ).toBeVisible()
    expect(
      screen.getByText('Reason: The payment was cancelled at the payment provider'),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/topay')
    await user.click(screen.getByRole('link', { name: 'Choose another payment method' }))
    // Back on the checkout, with the plan still there and the method list in focus.
    await waitFor(() =>
      expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toHaveFocus(),
    )
    expect(screen.getByText('Japan eSIM')).toBeVisible()
    expect(orders()[0]!.paymentStatus).toBe('UNPAID')
  }, 15_000)

  it('pays again after a cancel on the same order, not a second one', async () => {
    const user = userEvent.setup()
    await leaveForPayPal(user)
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    await user.click(await screen.findByRole('link', { name: 'Try again' }, { timeout: 6000 }))
    await agreeToDelivery()
    await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }))
    await user.click(await screen.findByRole('button', { name: /^Pay \$/ }))
    expect(
      await screen.findByRole('heading', { name: 'Payment successful' }, { timeout: 6000 }),
    ).toBeVisible()
    expect(orders()).toHaveLength(1)
    expect(payments().map((payment) => payment.status)).toEqual(['CANCELLED', 'SUCCEEDED'])
  }, 20_000)
})

describe('result pages', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A payment of the signed-in traveller, in whatever state a test needs. */
  function paymentOf(email: string) {
    const pkg = mockApi.db.catalogue.packages.find((item) => item.packageId === 'jp-data-5gb-30d')!
    const order = createOrder(mockApi.db, email, pkg, 'USD')
    const payment = createPayment(mockApi.db, {
      purpose: 'ORDER',
      targetId: order.orderId,
      email,
      methodId: 1,
      amountUsd: order.priceUsd,
      currency: 'USD',
    })
    mockApi.db.save()
    return { order, payment }
  }

  it('stops after ten checks with a refresh and a way to the orders', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    const session = signedIn('accountLogin')
    const { payment } = paymentOf(session.email)
    let checks = 0
    mockApi.server.use(
      http.post('*/v1.1/query/payment-status', () => {
        checks += 1
        return HttpResponse.json({
          code: 200,
          success: true,
          msg: 'success',
          obj: { ...payment, orderNo: 'RW1', orderId: payment.targetId, status: 'PENDING' },
        })
      }),
    )
    await renderApp(`/paysuccess?paymentId=${payment.paymentId}`, { session })
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeVisible()
    for (let round = 0; round < 12 && checks < 10; round += 1) {
      await act(() => vi.advanceTimersByTimeAsync(3000))
    }
    const status = await screen.findByText(/still being processed/)
    expect(checks).toBe(10)
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/orders')
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(checks).toBe(10)

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(within(status.parentElement!).getByRole('button', { name: 'Check again' }))
    await waitFor(() => expect(checks).toBe(11))
  }, 20_000)

  it('follows an order whose payment it does not know (?orderId=…)', async () => {
    const session = signedIn('accountLogin')
    const { order, payment } = paymentOf(session.email)
    payment.status = 'FAILED'
    payment.failureReason = 'The payment provider refused the payment'
    mockApi.db.save()
    await renderApp(`/ja/payment-fail?orderId=${order.orderId}`, { session })
    expect(
      await screen.findByRole('heading', { name: 'お支払いを完了できませんでした' }),
    ).toBeVisible()
    // The server words the reason in the page's language (issue 14.9).
    expect(screen.getByText('理由：決済代行会社による拒否')).toBeVisible()
    // No checkout of this tab opened it: "try again" pays that same order.
    expect(screen.getByRole('link', { name: 'もう一度試す' })).toHaveAttribute(
      'href',
      `/ja/topay?orderId=${order.orderId}`,
    )
  })

  it('a success URL with a failed payment shows the failure (the status decides)', async () => {
    const session = signedIn('accountLogin')
    const { payment } = paymentOf(session.email)
    payment.status = 'FAILED'
    payment.failureReason = 'Card declined'
    mockApi.db.save()
    await renderApp(`/payment-success?paymentId=${payment.paymentId}`, { session })
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeVisible()
  })

  it('offers a retry when the status cannot be read', async () => {
    const user = userEvent.setup()
    const session = signedIn('accountLogin')
    const { payment } = paymentOf(session.email)
    payment.status = 'SUCCEEDED'
    mockApi.db.save()
    mockApi.server.use(
      http.post('*/v1.1/query/payment-status', () => HttpResponse.error(), { once: true }),
    )
    await renderApp(`/payment-success?paymentId=${payment.paymentId}`, { session })
    await user.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await successHeading()).toBeVisible()
  })

  it('says so when the link names no payment', async () => {
    await renderApp('/payment-success', { session: signedIn('accountLogin') })
    expect(
      await screen.findByRole('heading', { name: 'We could not find this payment' }),
    ).toBeVisible()
  })
})

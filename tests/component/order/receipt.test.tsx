import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { signedIn } from '../../support/session'
import { seedDemoOrders } from '../../../src/mocks/db/seedOrders'
import { createCreditOrder, createOrder, createPayment } from '../../../src/mocks/db/orderLifecycle'
import { CREDIT_PLANS } from '../../../src/mocks/db/orderRules'
import type { PaymentRecord } from '../../../src/mocks/db/orderRecords'
import { applySuccess } from '../../../src/mocks/payment/paymentOutcome'
import { maskEmail } from '../../../src/shared/lib/maskEmail'

const EMAIL = 'traveller@example.com'
const SLOW = { timeout: 4000 }

/** A payment charged the way the mock charges a card: its last four digits kept. */
function charged(fields: Parameters<typeof createPayment>[1], last4: string | null = '4242') {
  const payment: PaymentRecord = createPayment(mockApi.db, fields)
  payment.cardLast4 = last4
  applySuccess(mockApi.db, payment, Date.now())
  return payment
}

const plan = (packageId: string) =>
  mockApi.db.catalogue.packages.find((pkg) => pkg.packageId === packageId)!

describe('receipts (issue 37.6)', { timeout: 20_000 }, () => {
  it('opens from an order in My orders: seller, order, item, amount, method, masked buyer', async () => {
    const user = userEvent.setup()
    const pkg = plan('jp-data-10gb-30d')
    const order = createOrder(mockApi.db, EMAIL, pkg, 'GBP')
    charged({
      purpose: 'ORDER',
      targetId: order.orderId,
      email: EMAIL,
      methodId: 5,
      amountUsd: pkg.priceUsd,
      currency: 'GBP',
    })
    const { router } = await renderApp('/orders', { session: signedIn('accountLogin', EMAIL) })
    const card = (await screen.findAllByRole('article', { name: 'Japan' }, SLOW))[0]!
    await user.click(within(card).getByRole('link', { name: 'Receipt' }))

    const receipt = await screen.findByRole('article', { name: 'Receipt' }, SLOW)
    expect(router.state.location).toMatchObject({
      pathname: '/receipt',
      search: `?order=${order.orderId}`,
    })
    expect(within(receipt).getByText(order.orderNo)).toBeVisible()
    const seller = within(receipt).getByRole('region', { name: 'Sold by' })
    expect(seller).toHaveTextContent('Sample Operator Ltd')
    expect(seller).toHaveTextContent('VAT number: XX000000000')
    expect(within(receipt).getByRole('region', { name: 'Billed to' })).toHaveTextContent(
      maskEmail(EMAIL),
    )
    expect(receipt).not.toHaveTextContent(EMAIL)
    const rows = within(receipt).getAllByRole('row')
    expect(rows[1]).toHaveTextContent('Japan eSIM data plan10 GB · 30 days')
    // Paid in pounds, at the rate of the currency list: shown in pounds, whatever the header says.
    expect(rows[2]).toHaveTextContent(/^Total paid£\d+\.\d\d$/)
    expect(within(receipt).getByText('Card ending in 4242')).toBeVisible()
    expect(within(receipt).getByText('Paid')).toBeVisible()
    expect(document.title).toBe(`Receipt ${order.orderNo} | Roamwise`)

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('a top-up paid by ICCID alone opens with its payment, without login, in Japanese', async () => {
    const esim = seedDemoOrders(mockApi.db, EMAIL).find(
      (order) => order.package.packageId === 'th-data-10gb-30d',
    )!
    const pkg = plan('th-data-1gb-7d')
    mockApi.db.data.topupOrders.push({
      topupOrderId: 'top-0011223344556677',
      orderId: esim.orderId,
      iccid: esim.iccid,
      package: { ...pkg, activation: pkg.activation },
      priceUsd: pkg.priceUsd,
      currency: 'JPY',
      paymentStatus: 'UNPAID',
      createdAt: new Date().toISOString(),
      email: null,
    })
    const payment = charged(
      {
        purpose: 'TOPUP',
        targetId: 'top-0011223344556677',
        email: null,
        methodId: 1,
        amountUsd: pkg.priceUsd,
        currency: 'JPY',
      },
      null,
    )
    await renderApp(`/ja/receipt?payment=${payment.paymentId}`)
    const receipt = await screen.findByRole('article', { name: '領収書' }, SLOW)
    expect(receipt).toHaveTextContent('タイのeSIMへのチャージ')
    expect(receipt).toHaveTextContent(`ICCID：${esim.iccid}`)
    expect(receipt).toHaveTextContent('PayPal')
    expect(receipt).toHaveTextContent(/￥\d+/)
    // Nobody signed in gave an address: there is no buyer to name.
    expect(within(receipt).queryByRole('region', { name: '購入者' })).toBeNull()
  })

  it('credit bought with a card, in German, opened from the balance’s movements', async () => {
    const user = userEvent.setup()
    const credit = createCreditOrder(mockApi.db, EMAIL, CREDIT_PLANS[1]!, 'EUR')
    const payment = charged(
      {
        purpose: 'CREDIT',
        targetId: credit.orderId,
        email: EMAIL,
        methodId: 5,
        amountUsd: credit.priceUsd,
        currency: 'EUR',
      },
      '0004',
    )
    await renderApp('/de/credit', { session: signedIn('accountLogin', EMAIL) })
    const movements = await screen.findByRole('region', { name: 'Transaktionen' }, SLOW)
    const link = await within(movements).findByRole('link', { name: 'Beleg ansehen' })
    // The movement itself reads in German too (the server words it in the request's language).
    expect(within(movements).getByText(/^50,00\s\$ bezahlt, 57,00\s\$ erhalten/)).toBeVisible()
    expect(link).toHaveAttribute('href', `/de/receipt?payment=${payment.paymentId}`)
    await user.click(link)
    const receipt = await screen.findByRole('article', { name: 'Beleg' }, SLOW)
    expect(receipt).toHaveTextContent(/\d+,\d\d\s€ Kontoguthaben/)
    expect(receipt).toHaveTextContent('Karte mit den Endziffern 0004')
    expect(receipt).toHaveTextContent('Bezahlter Gesamtbetrag')
  })

  it('another account’s receipt, or an unknown one, is simply not found', async () => {
    const pkg = plan('jp-data-10gb-30d')
    const order = createOrder(mockApi.db, 'someone@example.com', pkg, 'USD')
    charged({
      purpose: 'ORDER',
      targetId: order.orderId,
      email: 'someone@example.com',
      methodId: 5,
      amountUsd: pkg.priceUsd,
      currency: 'USD',
    })
    await renderApp(`/receipt?order=${order.orderId}`, {
      session: signedIn('accountLogin', EMAIL),
    })
    expect(await screen.findByText(/We couldn't find this receipt/, undefined, SLOW)).toBeVisible()
    expect(screen.queryByText(order.orderNo)).toBeNull()
    expect(screen.getByRole('link', { name: 'My orders' })).toBeVisible()
  })

  it('says which receipts exist when none is named', async () => {
    await renderApp('/receipt')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Which receipt?' }, SLOW),
    ).toBeVisible()
  })
})
